import { Breadcrumbs } from '../../components/breadcrumbs';
import type { SortState } from '../../domain/sort';
import type { ClientProject } from '../../services/client-projects';
import type { Company } from '../../services/companies';
import type { Page } from '../../services/pagination';
import { SortedListing } from '../browse/listing-pages';
import { ProjectGrid } from '../browse/project-card';
import { PROJECT_SORT } from '../browse/projects-page';
import { CompanyNav } from './company-nav';
import { formatCount } from '../../domain/count-text';

export interface CompanyProjectsPageProps {
  company: Company;
  base: string;
  projects: Page<ClientProject>;
  sort: SortState;
}

/** Within one manufacturer, sorting by manufacturer means nothing. */
const SORT_FIELDS = PROJECT_SORT.filter((f) => f.field !== 'company');

/** /company/{id}/projects: the manufacturer's project gallery. */
export function CompanyProjectsPage({ company, base, projects, sort }: CompanyProjectsPageProps) {
  const path = `${base}/projects`;
  return (
    <>
      <Breadcrumbs items={[{ label: company.name, href: base }, { label: 'Projects' }]} />
      <header className="page-intro">
        <h1>Projects with {company.name} products</h1>
        <CompanyNav company={company} base={base} current="projects" />
      </header>
      <SortedListing
        page={projects}
        basePath={path}
        sort={sort}
        fields={SORT_FIELDS}
        count={formatCount(projects.total, 'project')}
        empty={<>{company.name} has not published any projects yet. <a href="/projects">See projects of other manufacturers</a>.</>}
      >
        <h2 className="visually-hidden">Projects</h2>
        <ProjectGrid projects={projects.items} />
      </SortedListing>
    </>
  );
}
