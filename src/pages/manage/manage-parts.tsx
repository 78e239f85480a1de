import { STATE_LABELS, type ProductState } from '../../domain/manage';

/** A product's state as a chip; a published product with a change waiting says so too. */
export function StateChip({ state, changePending = false }: { state: ProductState; changePending?: boolean }) {
  return (
    <span className="manage-chips">
      <span className={`state-chip state-chip--${state}`}>{STATE_LABELS[state]}</span>
      {changePending && (state === 'published' || state === 'withdrawn') && <span className="state-chip state-chip--draft">Change waiting</span>}
    </span>
  );
}

/** A one-button form posting to `action` (works without script). */
export function PostButton({ action, label, name, value, className }: { action: string; label: string; name?: string; value?: string; className?: string }) {
  return (
    <form method="post" action={action} className="inline-form">
      {name && <input type="hidden" name={name} value={value} />}
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}

/** What a redirect after a post says (?done=…), from a fixed list. */
export function Notice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="notice" role="status">
      {text}
    </p>
  );
}

/** A failed post's message for the whole form (a 409: already submitted, nothing to publish…). */
export function FormMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1}>
      <h2>{message}</h2>
    </div>
  );
}
