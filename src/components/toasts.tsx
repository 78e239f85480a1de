import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToastPlacement } from '../domain/toast-queue';
import { dropToast, pushToast, TOAST_SETS } from '../domain/toast-queue';

interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'error' | 'info';
}

/** One toast set: each toast leaves after the set's duration unless given its own. */
export function useToasts(placement: ToastPlacement = 'top-right') {
  const { durationMs: defaultMs, max } = TOAST_SETS[placement];
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback(
    (message: string, kind: Toast['kind'] = 'success', durationMs = defaultMs) => {
      const id = next.current++;
      setToasts((list) => pushToast(list, { id, message, kind }, max));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((list) => dropToast(list, id));
      }, durationMs);
      timers.current.add(timer);
    },
    [defaultMs, max],
  );

  return { toasts, show };
}

/** A toast set's stack; a polite live region so screen readers hear each toast. */
export function ToastRegion({ toasts, placement = 'top-right' }: { toasts: Toast[]; placement?: ToastPlacement }) {
  return (
    <div className={`toasts toasts--${placement}`} role="status" aria-live="polite">
      {toasts.map((t) => (
        <p key={t.id} className={`toast toast--${t.kind}`}>
          {t.message}
        </p>
      ))}
    </div>
  );
}
