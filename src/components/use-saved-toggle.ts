import { useState } from 'react';
import type { FormEvent } from 'react';

interface SavedToggleActions {
  /** Saves on the server and returns the new row's seq. */
  add: () => Promise<number>;
  remove: (seq: number) => Promise<void>;
  /** Message after a failed attempt, given whether the item was saved before it. */
  failed: (wasSaved: boolean) => string;
  /** Message after success, given whether the item is saved now; none by default. */
  succeeded?: (nowSaved: boolean) => string;
}

/**
 * Save/remove state of a form that works without JavaScript and, hydrated, calls the API
 * instead of posting. The state changes only after the server succeeded.
 */
export function useSavedToggle(initialSeq: number | null, actions: SavedToggleActions) {
  const [seq, setSeq] = useState<number | null>(initialSeq);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const save = async () => {
    setBusy(true);
    setMessage('');
    try {
      const next = seq === null ? await actions.add() : null;
      if (seq !== null) await actions.remove(seq);
      setSeq(next);
      setMessage(actions.succeeded?.(next !== null) ?? '');
    } catch {
      setMessage(actions.failed(seq !== null));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // void: save() catches its own failure and says so in the message.
    void save();
  };

  return { seq, setSeq, busy, message, onSubmit };
}
