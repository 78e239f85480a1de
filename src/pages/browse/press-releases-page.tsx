import { Breadcrumbs } from '../../components/breadcrumbs';
import type { SortField } from '../../components/sort-links';
import { pressReleasesPath } from '../../domain/browse-paths';
import type { SortState } from '../../domain/sort';
import type { CsiDivision } from '../../services/csi';
import type { Page } from '../../services/pagination';
import type { PressRelease } from '../../services/press-releases';
import { DivisionFilter } from './division-filter';
import { SortedListing } from './listing-pages';
import { formatCount } from '../../domain/count-text';

export interface PressReleasesPageProps {
  heading: string;
  /** The divisions of the path, sorted. */
  chosen: string[];
  releases: Page<PressRelease>;
  sort: SortState;
  path: string;
  divisions: (CsiDivision & { count: number })[];
}

const PRESS_SORT: readonly SortField[] = [
  { field: 'date', label: 'Newest', defaultDirection: 'desc' },
  { field: 'title', label: 'Title', defaultDirection: 'asc' },
  { field: 'company', label: 'Manufacturer', defaultDirection: 'asc' },
];

/** The filter path with a division added, or removed when it is already chosen. */
function toggledPath(chosen: string[], division: string): string {
  return pressReleasesPath(chosen.includes(division) ? chosen.filter((d) => d !== division) : [...chosen, division].sort());
}

function Release({ release }: { release: PressRelease }) {
  return (
    <li>
      <article className="release" aria-labelledby={`release-${release.seq}`}>
        <h2 className="release__title" id={`release-${release.seq}`}>
          {release.title}
        </h2>
        <p className="release__meta">
          <time dateTime={release.publishedAt}>{release.publishedAt}</time>
          <a href={release.companyUrl}>{release.companyName}</a>
          {release.division && (
            <span>
              Division {release.division}
              {release.divisionTitle && ` ${release.divisionTitle}`}
            </span>
          )}
        </p>
        {release.summary && <p className="release__summary">{release.summary}</p>}
        {release.rest.length > 0 && (
          <details className="release__body">
            <summary>
              Read the full release<span className="visually-hidden">: {release.title}</span>
            </summary>
            {release.rest.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </details>
        )}
      </article>
    </li>
  );
}

export function PressReleasesPage({ heading, chosen, releases, sort, path, divisions }: PressReleasesPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Press releases', href: '/press-releases' }, ...(chosen.length > 0 ? [{ label: chosen.join(', ') }] : [])]} />
      <header className="page-intro">
        <h1>{heading}</h1>
        <p className="lead">Announcements from manufacturers: new products, test results, certifications and new documentation. Choose one or more divisions.</p>
      </header>
      <DivisionFilter
        label="Press releases by MasterFormat division"
        multiple
        all={{ href: '/press-releases', count: divisions.reduce((n, d) => n + d.count, 0), selected: chosen.length === 0 }}
        choices={divisions.map((d) => ({ ...d, href: toggledPath(chosen, d.division), selected: chosen.includes(d.division) }))}
      />
      <SortedListing
        page={releases}
        basePath={path}
        sort={sort}
        fields={PRESS_SORT}
        count={formatCount(releases.total, 'press release')}
        empty={
          <>
            No press releases in {chosen.length > 1 ? 'these divisions' : 'this division'} yet. <a href="/press-releases">See every press release</a>.
          </>
        }
      >
        <ol className="release-list">
          {releases.items.map((r) => (
            <Release key={r.seq} release={r} />
          ))}
        </ol>
      </SortedListing>
    </>
  );
}
