import type { Link } from './rich-text';

/** A boxed invitation with one action; `strong` is the emphatic version of the campaign pages. */
export function CallToAction({ id, heading, text, action, strong = false }: { id: string; heading: string; text: string; action: Link; strong?: boolean }) {
  return (
    <aside className={strong ? 'cta cta--strong' : 'cta'} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
      <a className="button" href={action.href}>
        {action.text}
      </a>
    </aside>
  );
}
