import { cloneElement, isValidElement, lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { ConfirmDialogContentProps } from './confirm-dialog-content';

// Radix's dialog, focus trap and scroll lock load when a dialog first opens, not with every page that has one.
const ConfirmDialogContent = lazy(() => import('./confirm-dialog-content').then((module) => ({ default: module.ConfirmDialogContent })));

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/**
 * A destructive action that asks first. `trigger` is the button that opens it.
 * After confirming, focus is left to the page (the trigger may be gone or
 * disabled by then); after cancelling it returns to the trigger.
 */
export function ConfirmDialog({
  trigger,
  ...content
}: Omit<ConfirmDialogContentProps, 'open' | 'onOpenChange'> & {
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Once loaded the dialog stays mounted (closed), as it was before it loaded lazily.
  const [opened, setOpened] = useState(false);
  // Radix returns focus to its own Trigger; this one is ours, so the content is told where to return it.
  const triggerRef = useRef<HTMLElement | null>(null);
  const button = isValidElement<TriggerProps & Record<string, unknown>>(trigger)
    ? cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          if (event.defaultPrevented) return;
          triggerRef.current = event.currentTarget;
          setOpened(true);
          setOpen(true);
        },
      })
    : trigger;
  return (
    <>
      {button}
      {opened ? (
        <Suspense fallback={null}>
          <ConfirmDialogContent open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} {...content} />
        </Suspense>
      ) : null}
    </>
  );
}
