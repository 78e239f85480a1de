import { ChangeList } from '../../components/change-list';
import type { DigestFrequency } from '../../domain/watches';
import type { ProductChange } from '../../services/watches/changes';
import type { Watch } from '../../services/watches/watches';
import { DeleteButton } from './delete-button';
import { PersonalFrame } from './personal-frame';

export interface WatchesPageProps {
  watches: Watch[];
  changes: ProductChange[];
  seenThrough: number;
  digest: DigestFrequency;
  done: string | null;
}

const KIND_LABELS = { product: 'Product', company: 'Manufacturer', project: 'Project' } as const;
const DIGEST_LABELS: Record<DigestFrequency, string> = { off: 'No mail', daily: 'A daily digest', weekly: 'A weekly digest' };

/** /account/watches: what the user watches, what changed, and whether changes are mailed. */
export function WatchesPage({ watches, changes, seenThrough, digest, done }: WatchesPageProps) {
  return (
    <PersonalFrame title="Watches" section="/account/watches" done={done}>
      <section aria-labelledby="changes-title" className="personal-group">
        <h2 id="changes-title">What changed</h2>
        {changes.length === 0 ? (
          <p className="empty-state">
            Nothing has changed yet in what you watch. New documents, updated product data, withdrawn products and EPDs or HPDs about to expire
            are listed here.
          </p>
        ) : (
          <ChangeList changes={changes} seenThrough={seenThrough} />
        )}
      </section>
      <section aria-labelledby="digest-title" className="personal-group">
        <h2 id="digest-title">Mail</h2>
        <form method="post" action="/account/watches/digest" className="inline-form digest-form">
          <label htmlFor="change-digest">Send me changes</label>
          <select id="change-digest" name="change_digest" defaultValue={digest}>
            {(Object.keys(DIGEST_LABELS) as DigestFrequency[]).map((f) => (
              <option key={f} value={f}>
                {DIGEST_LABELS[f]}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--secondary">
            Save
          </button>
        </form>
      </section>
      <section aria-labelledby="watching-title" className="personal-group">
        <h2 id="watching-title">
          What you watch <span className="count">{watches.length}</span>
        </h2>
        {watches.length === 0 ? (
          <p className="empty-state">
            You watch nothing yet. Use <strong>Watch for changes</strong> on a product, a manufacturer or one of your projects.
          </p>
        ) : (
          <ul className="personal-list">
            {watches.map((w) => (
              <li key={w.seq} className="personal-list__item">
                <div className="personal-list__main">
                  <a href={w.url}>{w.name}</a>
                  <span className="personal-list__meta">
                    <span>{KIND_LABELS[w.kind]}</span>
                  </span>
                </div>
                <DeleteButton action={`/account/watches/${w.seq}/delete`} label="Stop watching" context={w.name} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PersonalFrame>
  );
}
