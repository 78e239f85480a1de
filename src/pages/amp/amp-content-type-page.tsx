import { CONTENT_TYPE_LABELS } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { ContentCard } from '../../services/content-items';
import type { DivisionCount } from '../../services/content-types';
import { AmpFrame } from './amp-frame';
import { AmpItems } from './amp-items';

export interface AmpContentTypeProps {
  contentType: ContentType;
  latest: ContentCard[];
  divisions: DivisionCount[];
}

/** /amp/content-type/{contentType}: the newest items of a type and its divisions with counts. */
export function AmpContentTypePage({ contentType, latest, divisions }: AmpContentTypeProps) {
  const label = CONTENT_TYPE_LABELS[contentType];
  const base = `/content-type/${contentType}`;
  return (
    <AmpFrame canonical={base}>
      <h1>{label.plural}</h1>
      <p className="amp-lead">{label.description}</p>
      {latest.length > 0 && (
        <section aria-labelledby="latest-title">
          <h2 id="latest-title">Newest {label.plural.toLowerCase()}</h2>
          <AmpItems items={latest} />
        </section>
      )}
      <section aria-labelledby="divisions-title">
        <h2 id="divisions-title">By MasterFormat division</h2>
        {divisions.length === 0 ? (
          <p>No {label.plural.toLowerCase()} are published yet.</p>
        ) : (
          <ul className="amp-divisions">
            {divisions.map((d) => (
              <li key={d.division}>
                <a href={`${base}/${d.division}`}>
                  <span className="amp-number">{d.division}</span> {d.title} <span className="amp-count">{d.count}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AmpFrame>
  );
}
