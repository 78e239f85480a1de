import { Breadcrumbs } from '../../components/breadcrumbs';
import type { SortField } from '../../components/sort-links';
import type { SortState } from '../../domain/sort';
import type { ClientProject } from '../../services/client-projects';
import type { CsiDivision } from '../../services/csi';
import type { Page } from '../../services/pagination';
import { DivisionFilter } from './division-filter';
import { SortedListing } from './listing-pages';
import { ProjectGrid } from './project-card';
import { formatCount } from '../../domain/count-text';

export interface ProjectsPageProps {
  heading: string;
  division: CsiDivision | null;
  projects: Page<ClientProject>;
  sort: SortState;
  path: string;
  /** Divisions that have projects, with their counts. */
  divisions: (CsiDivision & { count: number })[];
}

export const PROJECT_SORT: readonly SortField[] = [
  { field: 'date', label: 'Newest', defaultDirection: 'desc' },
  { field: 'name', label: 'Name', defaultDirection: 'asc' },
  { field: 'company', label: 'Manufacturer', defaultDirection: 'asc' },
  { field: 'completed', label: 'Year completed', defaultDirection: 'desc' },
];

export function ProjectsPage({ heading, division, projects, sort, path, divisions }: ProjectsPageProps) {
  const total = divisions.reduce((n, d) => n + d.count, 0);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Projects', href: '/projects' }, ...(division ? [{ label: `${division.division} ${division.title}` }] : [])]} />
      <header className="page-intro">
        <h1>{heading}</h1>
        <p className="lead">
          Buildings where manufacturers&rsquo; products were specified and installed, with the location, the kind of project and the
          products used.
        </p>
      </header>
      <DivisionFilter
        label="Projects by MasterFormat division"
        all={{ href: '/projects', count: total, selected: !division }}
        choices={divisions.map((d) => ({ ...d, href: `/projects/${d.division}`, selected: d.division === division?.division }))}
      />
      <SortedListing
        page={projects}
        basePath={path}
        sort={sort}
        fields={PROJECT_SORT}
        count={formatCount(projects.total, 'project')}
        empty={<>No projects in this division yet. <a href="/projects">See every project</a>.</>}
      >
        <h2 className="visually-hidden">Projects</h2>
        <ProjectGrid projects={projects.items} />
      </SortedListing>
    </>
  );
}
