import type { ContentCard } from '../../services/content-items';
import type { CsiDivision } from '../../services/csi';
import { AmpFrame } from './amp-frame';
import { AmpItems } from './amp-items';

export interface AmpHomeProps {
  latest: ContentCard[];
  divisions: CsiDivision[];
}

/** /amp: the home page's newest items and MasterFormat divisions in the AMP layout. */
export function AmpHomePage({ latest, divisions }: AmpHomeProps) {
  return (
    <AmpFrame canonical="/">
      <h1>Find the right building product, then specify it</h1>
      <p className="amp-lead">Manufacturers&rsquo; CAD drawings, BIM objects, specifications and catalogs, organised by CSI MasterFormat.</p>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">What&rsquo;s new</h2>
        <AmpItems items={latest} />
      </section>
      <section aria-labelledby="divisions-title">
        <h2 id="divisions-title">Browse by MasterFormat division</h2>
        <ul className="amp-divisions">
          {divisions.map((d) => (
            <li key={d.division}>
              <a href={`/content-type/product/${d.division}`}>
                <span className="amp-number">{d.division}</span> {d.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </AmpFrame>
  );
}
