interface DeleteButtonProps {
  action: string;
  label: string;
  /** What is deleted, read by screen readers after the label ("Remove Door frame detail"). */
  context?: string;
  redirect?: string;
}

/** A plain form with one button that posts to a delete action (works without JavaScript). */
export function DeleteButton({ action, label, context, redirect }: DeleteButtonProps) {
  return (
    <form method="post" action={action} className="inline-form">
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      <button type="submit" className="button button--quiet">
        {label}
        {context && <span className="visually-hidden"> {context}</span>}
      </button>
    </form>
  );
}
