import { Breadcrumbs } from '../../components/breadcrumbs';
import { ContentList } from '../../components/content-list';
import { Pagination, withQuery } from '../../components/pagination';
import { CONTENT_TYPE_LABELS } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { ContentCard } from '../../services/content-items';
import type { DivisionCount, SectionCount } from '../../services/content-types';
import type { CsiDivision, CsiSection } from '../../services/csi';
import type { Page } from '../../services/pagination';
import { DeclarationListing } from './declaration-listing';
import type { DeclarationListingProps } from './declaration-listing';

export type ContentTypePageProps = (
  | { level: 'top'; contentType: ContentType; divisions: DivisionCount[] }
  | { level: 'division'; contentType: ContentType; division: CsiDivision; sections: SectionCount[] }
  | { level: 'section'; contentType: ContentType; division: CsiDivision; section: CsiSection; items: Page<ContentCard> }
) & {
  /** EPDs and HPDs: their items filtered and sorted by their facts, at every level. */
  declarations?: DeclarationListingProps;
};

const sectionSlug = (section: string) => section.replace(/ /g, '');

export function ContentTypePage(props: ContentTypePageProps) {
  const label = CONTENT_TYPE_LABELS[props.contentType];
  const base = `/content-type/${props.contentType}`;
  if (props.level === 'top') {
    return (
      <>
        <Breadcrumbs items={[{ label: label.plural }]} />
        <h1>{label.plural}</h1>
        <p className="lead">{label.description}</p>
        <p>
          <a href={`${base}/util`}>File formats, how to use them and counts</a>
        </p>
        <ul className="division-grid">
          {props.divisions.map((d) => (
            <li key={d.division}>
              <a href={`${base}/${d.division}`}>
                <span className="division-grid__number">{d.division}</span> {d.title}{' '}
                <span className="count">{d.count}</span>
              </a>
            </li>
          ))}
        </ul>
        {props.declarations && <DeclarationListing {...props.declarations} heading={`All ${label.plural.toLowerCase()}`} />}
      </>
    );
  }
  const divisionCrumb = { label: `${props.division.division} ${props.division.title}`, href: `${base}/${props.division.division}` };
  if (props.level === 'division') {
    return (
      <>
        <Breadcrumbs items={[{ label: label.plural, href: base }, divisionCrumb]} />
        <h1>
          {label.plural}: Division {props.division.division} {props.division.title}
        </h1>
        {props.sections.length === 0 ? (
          <p className="empty-state">No {label.plural.toLowerCase()} in this division yet.</p>
        ) : (
          <ul className="section-list section-list--columns">
            {props.sections.map((s) => (
              <li key={s.section}>
                <a href={`${base}/${props.division.division}/${sectionSlug(s.section)}`}>
                  <span className="section-number">{s.section}</span> {s.title} <span className="count">{s.count}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {props.declarations && (
          <DeclarationListing {...props.declarations} heading={`All ${label.plural.toLowerCase()} in Division ${props.division.division}`} />
        )}
      </>
    );
  }
  const path = `${base}/${props.division.division}/${sectionSlug(props.section.section)}`;
  return (
    <>
      <Breadcrumbs items={[{ label: label.plural, href: base }, divisionCrumb, { label: `${props.section.section} ${props.section.title}` }]} />
      <h1>
        {label.plural}: {props.section.section} {props.section.title}
      </h1>
      {props.declarations ? (
        <DeclarationListing {...props.declarations} />
      ) : (
        <>
          <p className="result-count">{props.items.total} items</p>
          <h2 className="visually-hidden">Items</h2>
          <ContentList items={props.items.items} />
          <Pagination page={props.items.page} pageCount={props.items.pageCount} hrefFor={(page) => withQuery(path, { page })} />
        </>
      )}
    </>
  );
}
