import { changeLabel } from '../domain/watches';
import type { ProductChange } from '../services/watches/changes';

/** Changes to watched products, newest first; those after `seenThrough` are marked new. */
export function ChangeList({ changes, seenThrough }: { changes: readonly ProductChange[]; seenThrough?: number }) {
  return (
    <ul className="change-list">
      {changes.map((c) => (
        <li key={c.seq} className="change-list__item">
          <span className={`change-list__kind change-list__kind--${c.kind}`}>{changeLabel(c.kind)}</span>
          {seenThrough !== undefined && c.seq > seenThrough && <span className="badge badge--new">New</span>}
          <a href={c.url}>{c.title}</a>
          <span className="change-list__meta">
            <span>{c.productName && c.productName !== c.title ? `${c.productName}, ${c.companyName}` : c.companyName}</span>
            <time dateTime={c.changedAt}>{c.changedAt}</time>
            {c.specifiedIn.map((p) => (
              <a key={p.seq} href={`/account/projects/${p.seq}`}>
                Changed since specified in {p.name}
              </a>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
