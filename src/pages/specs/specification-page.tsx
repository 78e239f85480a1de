import { Breadcrumbs } from '../../components/breadcrumbs';
import { divisionTitle } from '../../domain/csi';
import type { SpecBody } from '../../domain/spec-document';
import { SpecSection } from './spec-section';

export interface SpecificationProps {
  body: SpecBody;
  /** The section number in the visitor's format. */
  number: string;
  other: { format: string; number: string };
  companyName: string;
  publishedAt: string;
  links: { company: string; item: string; formatted: string; wizard: string | null };
}

/**
 * A specification to read on screen. Editor's notes are in the markup but hidden until
 * the visitor ticks "Show editor's notes": a checkbox and a sibling selector in
 * static/css/spec-pages.css, so the page ships no script.
 */
export function SpecificationPage({ body, number, other, companyName, publishedAt, links }: SpecificationProps) {
  const division = body.section.slice(0, 2);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Specifications', href: '/content-type/spec' },
          { label: `Division ${division} ${divisionTitle(division) ?? ''}`.trim(), href: `/content-type/spec/${division}` },
          { label: `Section ${number}` },
        ]}
      />
      <header className="spec-header">
        <h1>{`SECTION ${number} – ${body.title.toUpperCase()}`}</h1>
        <p className="spec-header__alt">
          <small>{`${other.format}: ${other.number}`}</small>
        </p>
        <p className="spec-header__meta">
          Manufacturer: <a href={links.company}>{companyName}</a> · Published <time dateTime={publishedAt}>{publishedAt}</time>
        </p>
        <ul className="spec-actions">
          <li>
            <a className="button" href={links.formatted}>
              Printable version
            </a>
          </li>
          {links.wizard && (
            <li>
              <a className="button button--secondary" href={links.wizard}>
                Customize with the spec wizard
              </a>
            </li>
          )}
          <li>
            <a href={links.item}>Downloads and details</a>
          </li>
        </ul>
      </header>
      <div className="spec-reader">
        <input type="checkbox" id="show-notes" className="spec-notes-switch" />
        <label htmlFor="show-notes">Show editor&rsquo;s notes</label>
        <p className="spec-reader__help">
          Brackets list alternatives to choose from; <span className="spec-blank">[____]</span> marks a value to fill in.{' '}
          <a href="/spec-info/display-hidden-notes">About editor&rsquo;s notes</a>
        </p>
        <SpecSection body={body} noteLabel="Editor’s note" />
        <p className="spec-end">END OF SECTION</p>
      </div>
    </>
  );
}
