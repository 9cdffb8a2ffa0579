import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** Toasts auto-dismiss after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'success' | 'error' | 'info';

export type ToastInput = { title: string; description?: string; tone?: ToastTone };

export type ToastItem = ToastInput & { id: number };

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

// Radix Toast is loaded with the first toast, so pages that never show one don't pay for it.
const ToastViewport = lazy(() => import('./toast-viewport').then((module) => ({ default: module.ToastViewport })));

/** Mounted once in the layout; `useToast()` works anywhere below it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [active, setActive] = useState(false);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((toast) => {
    const id = nextId.current++;
    setActive(true);
    setToasts((list) => [...list, { ...toast, id }]);
  }, []);
  const remove = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext value={value}>
      {children}
      {active ? (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onRemove={remove} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

/** `const toast = useToast(); toast({ title: 'Profile saved', tone: 'success' })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>.');
  return show;
}
