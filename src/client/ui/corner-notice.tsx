import { useEffect, useId, useRef, type ReactNode } from 'react';

export type CornerNoticeAction = { label: string; onClick: () => void; primary?: boolean };

/**
 * A non-modal notice at the bottom right (the beta and feedback popups). It
 * does not take focus: it is a labelled dialog region the visitor can reach
 * with Tab or ignore.
 */
export function CornerNotice({
  title,
  closeLabel,
  onClose,
  actions,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  actions: readonly CornerNoticeAction[];
  children: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  const card = useRef<HTMLElement>(null);

  // Nothing stays hidden behind the card: the page gets room to scroll past it,
  // and whatever takes focus is scrolled clear of it (WCAG 2.4.11).
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      const space = `${element.offsetHeight + 24}px`;
      root.style.scrollPaddingBottom = space;
      document.body.style.paddingBottom = space;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, []);

  return (
    <section
      ref={card}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed inset-x-3 bottom-3 z-30 print:hidden rounded-xl border border-brand-100 bg-white p-4 shadow-xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-96"
    >
      <div className="flex items-start gap-3">
        <h2 id={titleId} className="flex-1 text-lg font-bold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className="-m-2 flex h-11 w-11 items-center justify-center rounded-lg text-2xl leading-none text-slate-700 hover:bg-slate-100"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={textId} className="mt-1 text-slate-700">
        {children}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            onClick={action.onClick}
            className={
              action.primary
                ? 'inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800'
                : 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100'
            }
          >
            {action.label}
          </button>
        ))}
      </div>
    </section>
  );
}
