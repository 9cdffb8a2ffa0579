import { CheckIcon } from '@client/ui/icons';
import { useT } from '@client/shared/i18n/i18n-store';
import type { NavItem } from './nav-items';

/** Label, detail, FREE badge and checkmark of one menu entry; shared by the desktop menus and the mobile sheet. */
export function NavItemContent({ item }: { item: NavItem }) {
  const t = useT();
  return (
    <>
      <span className="flex-1">
        <span className="block font-medium">{item.label}</span>
        {item.detail ? <span className="block text-sm text-slate-600">{item.detail}</span> : null}
      </span>
      {item.badge ? <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">{item.badge}</span> : null}
      {item.complete ? (
        <span className="text-emerald-700">
          <CheckIcon />
          <span className="sr-only">{t('shell.completed')}</span>
        </span>
      ) : null}
    </>
  );
}
