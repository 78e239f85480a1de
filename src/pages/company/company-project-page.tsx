import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs';
import type { CompareTray } from '../../components/compare-tray';
import { CompareToggle, CompareTrayBar } from '../../components/compare-tray';
import { withTray } from '../../domain/compare-tray';
import { Picture } from '../../components/picture';
import { PREVIEW_SIZE } from '../../domain/preview-paths';
import type { ClientProject } from '../../services/client-projects';
import type { Company } from '../../services/companies';
import { ProjectGrid } from '../browse/project-card';
import { CompanyNav } from './company-nav';
import { formatCount } from '../../domain/count-text';

export interface CompanyProjectPageProps {
  company: Company;
  base: string;
  project: ClientProject;
  /** A few other projects of the same manufacturer, newest first. */
  others: ClientProject[];
  /** How many other projects the manufacturer has in all. */
  otherCount: number;
  /** The compare tray (?compare=): the products used can join it, with products picked on listings. */
  tray: number[];
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The products used, each with its drawing (from its own DXF or IFC file) where it has one. */
function ProductGallery({ products, tray }: { products: ClientProject['products']; tray: CompareTray }) {
  return (
    <ul className="project-gallery">
      {products.map((p) => (
        <li key={p.seq}>
          <figure>
            {p.picture && (
              <a href={p.url}>
                <Picture src={p.picture.thumb} alt={p.picture.alt} width={PREVIEW_SIZE.png.width} height={PREVIEW_SIZE.png.height} />
              </a>
            )}
            <figcaption>
              <a href={p.url}>{p.name}</a>
            </figcaption>
          </figure>
          <CompareToggle seq={p.seq} title={p.name} tray={tray} />
        </li>
      ))}
    </ul>
  );
}

/** /company/{id}/projects/{projectId}: one project with the products used and the company's other projects. */
export function CompanyProjectPage({ company, base, project, others, otherCount, tray: ids }: CompanyProjectPageProps) {
  const tray = { ids, here: withTray(project.url, ids) };
  const place = [project.city, project.state].filter(Boolean).join(', ');
  return (
    <>
      <Breadcrumbs items={[{ label: company.name, href: base }, { label: 'Projects', href: `${base}/projects` }, { label: project.name }]} />
      <article className="content-detail">
        <p className="badge">{project.typeName ?? 'Project'}</p>
        <h1>{project.name}</h1>
        <CompanyNav company={company} base={base} current={null} />
        {project.image && <img className="project-photo" src={project.image.url} alt={project.image.alt} decoding="async" />}
        {project.description && <p className="lead">{project.description}</p>}
        <dl className="facts">
          {place && <Fact term="Location">{place}</Fact>}
          {project.typeName && <Fact term="Type">{project.typeName}</Fact>}
          {project.completed !== null && <Fact term="Completed">{project.completed}</Fact>}
          {project.architect && <Fact term="Architect">{project.architect}</Fact>}
          <Fact term="Manufacturer">
            <a href={base}>{company.name}</a>
          </Fact>
          {project.section && (
            <Fact term="CSI section">
              <a href={`/products/by-csi/${project.section.replace(/ /g, '')}`}>
                {project.section}
                {project.sectionTitle ? ` ${project.sectionTitle}` : ''}
              </a>
            </Fact>
          )}
        </dl>
        <section aria-labelledby="products-used">
          <h2 id="products-used">Products used</h2>
          {project.products.length > 0 && <CompareTrayBar tray={tray} />}
          {project.products.length === 0 ? (
            <p>The products used on this project are not listed.</p>
          ) : project.products.some((p) => p.picture) ? (
            <ProductGallery products={project.products} tray={tray} />
          ) : (
            <ul>
              {project.products.map((p) => (
                <li key={p.seq}>
                  <a href={p.url}>{p.name}</a> <CompareToggle seq={p.seq} title={p.name} tray={tray} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </article>
      {others.length > 0 && (
        <section aria-labelledby="other-projects">
          <h2 id="other-projects">Other projects of {company.name}</h2>
          <ProjectGrid projects={others} />
          {otherCount > others.length && (
            <p>
              <a href={`${base}/projects`}>All {formatCount(otherCount + 1, 'project')}</a>
            </p>
          )}
        </section>
      )}
    </>
  );
}
