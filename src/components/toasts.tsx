import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DEFAULT_MS, TOAST_MAX } from '../domain/constants';

export interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'error';
}

/** Toasts (SPEC §9): shown for 5 s by default, at most 20 at once (the oldest go first). */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((message: string, kind: Toast['kind'] = 'success', durationMs = TOAST_DEFAULT_MS) => {
    const id = next.current++;
    setToasts((list) => [...list, { id, message, kind }].slice(-TOAST_MAX));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((t) => t.id !== id));
    }, durationMs);
    timers.current.add(timer);
  }, []);

  return { toasts, show };
}

/** The top-right stack; a polite live region so screen readers hear each toast. */
export function ToastRegion({ toasts }: { toasts: Toast[] }) {
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <p key={t.id} className={`toast toast--${t.kind}`}>
          {t.message}
        </p>
      ))}
    </div>
  );
}
