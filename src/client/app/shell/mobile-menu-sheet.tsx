import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { NavLink } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import { FeedbackAttention } from './feedback-attention';
import { LanguageSwitch } from './language-switch';
import { NavItemContent } from './nav-item-content';
import type { NavGroup } from './nav-items';

export type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Menu button: focus goes back to it when the sheet closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  groups: NavGroup[];
  feedbackAttention: boolean;
  account: 'profile' | 'signin' | null;
};

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-slate-900 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** The navigation below the md breakpoint: a side sheet (Radix Dialog) with every link of the top bar. */
export function MobileMenuSheet({ open, onOpenChange, returnFocus, groups, feedbackAttention, account }: MobileMenuSheetProps) {
  const t = useT();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,calc(100%-2.5rem))] flex-col overflow-y-auto bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{t('shell.menu')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('shell.closeMenu')}
              className="flex h-11 w-11 items-center justify-center rounded-lg text-2xl leading-none hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('shell.navSite')} className="flex-1 px-2 py-3">
            <ul className="space-y-1">
              <li>
                <NavLink to="/dashboard" className={linkClass} onClick={close}>
                  {t('shell.dashboard')}
                </NavLink>
              </li>
            </ul>
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`mobile-${group.id}`} className="mt-4">
                <h2 id={`mobile-${group.id}`} className="px-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
                  {group.label}
                </h2>
                <ul className="mt-1 space-y-1">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className={linkClass} onClick={close}>
                        <NavItemContent item={item} />
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <ul className="mt-4 space-y-1 border-t border-slate-200 pt-4">
              <li>
                <NavLink to="/feedback-form" className={linkClass} onClick={close}>
                  <span className="flex-1">{t('shell.feedback')}</span>
                  {feedbackAttention ? <FeedbackAttention dotClassName="" /> : null}
                </NavLink>
              </li>
              {account ? (
                <li>
                  <NavLink to={account === 'profile' ? '/profile' : '/signin'} className={linkClass} onClick={close}>
                    {account === 'profile' ? t('shell.profile') : t('shell.signIn')}
                  </NavLink>
                </li>
              ) : null}
            </ul>
            <LanguageSwitch id="language-mobile" className="mt-4 border-t border-slate-200 px-3 pt-4" />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
