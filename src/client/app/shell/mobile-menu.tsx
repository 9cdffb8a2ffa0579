import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from '@client/shared/routing';
import { useT } from '@client/shared/i18n/i18n-store';
import type { MobileMenuSheetProps } from './mobile-menu-sheet';

// Loaded when first opened (or pressed), not with the page.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

type Props = Omit<MobileMenuSheetProps, 'open' | 'onOpenChange' | 'returnFocus'>;

/** The Menu button shown below the md breakpoint, and its sheet. */
export function MobileMenu(props: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    // Back/forward while the sheet is open: close it.
    setOpenedOn(pathname);
    setOpen(false);
  }

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadSheet()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-medium text-slate-900 hover:bg-slate-100"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
          <path
            fillRule="evenodd"
            d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z"
            clipRule="evenodd"
          />
        </svg>
        {t('shell.menu')}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet {...props} open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      ) : null}
    </div>
  );
}
