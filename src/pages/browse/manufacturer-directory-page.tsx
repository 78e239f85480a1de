import { Breadcrumbs } from '../../components/breadcrumbs';
import { Pagination } from '../../components/pagination';
import { CompanyNameLink } from '../../components/company-name-link';
import type { DirectoryEntry } from '../../services/manufacturer-directory';
import { directoryHref } from '../../domain/browse-paths';
import { formatCount } from '../../domain/count-text';

export interface ManufacturerDirectoryProps {
  q: string;
  letter: string | null;
  page: number;
  pageCount: number;
  total: number;
  entries: DirectoryEntry[];
  divisionTitles: Record<string, string>;
}

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

export function ManufacturerDirectoryPage({ q, letter, page, pageCount, total, entries, divisionTitles }: ManufacturerDirectoryProps) {
  const filter = { q: q || undefined, letter: letter ?? undefined };
  return (
    <>
      <Breadcrumbs items={[{ label: 'Manufacturers' }]} />
      <h1>Manufacturers A–Z</h1>
      <p>
        Or browse <a href="/manufacturers/all">manufacturers by category</a>.
      </p>
      <form className="directory-filter" method="get" action="/manufacturers" role="search">
        <label htmlFor="directory-q">Manufacturer name</label>
        <input id="directory-q" type="search" name="q" defaultValue={q} maxLength={100} />
        {letter && <input type="hidden" name="letter" value={letter} />}
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      <nav className="letter-nav" aria-label="Initial letter">
        <ul>
          <li>
            <a href={directoryHref({ q: filter.q })} aria-current={letter === null ? 'page' : undefined}>
              All
            </a>
          </li>
          {LETTERS.map((l) => (
            <li key={l}>
              <a href={directoryHref({ q: filter.q, letter: l })} aria-current={letter === l ? 'page' : undefined}>
                {l === '#' ? '0–9' : l}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="result-count">{formatCount(total, 'manufacturer')}</p>
      {entries.length === 0 ? (
        <p className="empty-state">No manufacturer matches. Try fewer letters or another initial.</p>
      ) : (
        <ul className="company-list directory-list">
          {entries.map((c, i) => (
            <li key={c.coid}>
              <CompanyNameLink coid={c.coid} name={c.name} index={i} />
              <span className="company-list__meta">
                {[[c.city, c.state].filter(Boolean).join(', '), formatCount(c.productCount, 'product'), formatCount(c.documentCount, 'document')].filter(Boolean).join(' · ')}
              </span>
              {c.divisions.length > 0 && (
                <span className="directory-list__divisions">
                  {c.divisions.map((d) => (
                    <abbr key={d} title={divisionTitles[d] ?? `Division ${d}`}>
                      {d}
                    </abbr>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => directoryHref(filter, n)} />
    </>
  );
}
