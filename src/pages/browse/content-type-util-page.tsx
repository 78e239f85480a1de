import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { CONTENT_TYPE_USAGE, fileFormatInfo, fileSizeText } from '../../domain/content-type-guide';
import { CONTENT_TYPE_LABELS, labelInSentence, type ContentType } from '../../domain/content-types';
import type { ContentTypeTotals, FormatCount } from '../../services/content-type-utility';
import type { DivisionCount } from '../../services/content-types';

export interface ContentTypeUtilPageProps {
  contentType: ContentType;
  totals: ContentTypeTotals;
  formats: FormatCount[];
  divisions: DivisionCount[];
}

/** Pages beyond the division list that help with one type. */
const MORE_FOR: Partial<Record<ContentType, { href: string; label: string }>> = {
  spec: { href: '/spec-info', label: 'How to read and edit our specifications' },
  sw: { href: '/specwizard', label: 'All spec wizards' },
};

/** /content-type/{type}/util: the utility page of a content type (formats, tools, use, counts). */
export function ContentTypeUtilPage({ contentType, totals, formats, divisions }: ContentTypeUtilPageProps) {
  const label = CONTENT_TYPE_LABELS[contentType];
  const base = `/content-type/${contentType}`;
  const noun = labelInSentence(label.plural);
  const more = MORE_FOR[contentType];
  return (
    <>
      <Breadcrumbs items={[{ label: label.plural, href: base }, { label: 'Formats and use' }]} />
      <h1>{label.plural}: formats and use</h1>
      <p className="lead">{label.description}</p>

      <h2>At a glance</h2>
      <dl className="facts">
        <dt>{label.plural}</dt>
        <dd>{totals.items}</dd>
        <dt>Manufacturers</dt>
        <dd>{totals.manufacturers}</dd>
        <dt>MasterFormat divisions</dt>
        <dd>{divisions.length}</dd>
        {totals.latest && (
          <>
            <dt>Newest</dt>
            <dd>
              <time dateTime={totals.latest}>{totals.latest}</time>
            </dd>
          </>
        )}
      </dl>

      <h2>How to use them</h2>
      <p>{CONTENT_TYPE_USAGE[contentType]}</p>
      <p>Downloads are free and need no account; signed-in users can also keep favorites and projects.</p>

      <h2>File formats</h2>
      {formats.length === 0 ? (
        <p className="empty-state">These {noun} have no file to download: they open on their page.</p>
      ) : (
        <DataTable caption={`File formats of ${noun}`} columns={['Format', 'What it is', 'Opens with', 'Items', 'Typical size']}>
          {formats.map((f) => {
            const info = fileFormatInfo(f.format);
            return (
              <tr key={f.format}>
                <th scope="row">{info.name}</th>
                <td>{info.description}</td>
                <td>{info.opensWith}</td>
                <td>{f.count}</td>
                <td>{f.averageBytes === null ? '' : fileSizeText(f.averageBytes)}</td>
              </tr>
            );
          })}
        </DataTable>
      )}

      <h2>By MasterFormat division</h2>
      {divisions.length === 0 ? (
        <p className="empty-state">No {noun} yet.</p>
      ) : (
        <ul className="section-list section-list--columns">
          {divisions.map((d) => (
            <li key={d.division}>
              <a href={`${base}/${d.division}`}>
                <span className="section-number">{d.division}</span> {d.title} <span className="count">{d.count}</span>
              </a>
            </li>
          ))}
        </ul>
      )}

      <h2>More</h2>
      <ul>
        <li>
          <a href={`/products/${contentType}`}>Products with {noun}</a>
        </li>
        <li>
          <a href={`/amp${base}`}>{label.plural} on a phone (AMP)</a>
        </li>
        {more && (
          <li>
            <a href={more.href}>{more.label}</a>
          </li>
        )}
      </ul>
    </>
  );
}
