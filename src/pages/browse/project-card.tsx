import { Picture } from '../../components/picture';
import { PREVIEW_SIZE } from '../../domain/preview-paths';
import type { ClientProject } from '../../services/client-projects';

/** Gallery cards load their pictures lazily wherever they sit. */
const EAGER_NEVER = Number.MAX_SAFE_INTEGER;

/**
 * One project of a gallery: its photo when the data has a usable one, else the drawing of the first product
 * it used that has one, else a text panel.
 */
function ProjectCard({ project }: { project: ClientProject }) {
  const place = [project.city, project.state].filter(Boolean).join(', ');
  const drawing = project.products.find((p) => p.picture);
  return (
    <li className="project-card">
      {project.image ? (
        <img className="project-card__image" src={project.image.url} alt={project.image.alt} loading="lazy" decoding="async" />
      ) : drawing?.picture ? (
        <Picture className="project-card__image project-card__image--drawing" src={drawing.picture.thumb} alt={drawing.picture.alt} width={PREVIEW_SIZE.png.width} height={PREVIEW_SIZE.png.height} index={EAGER_NEVER} />
      ) : (
        <div className="project-card__panel" aria-hidden="true">
          <span className="project-card__panel-type">{project.typeName ?? 'Project'}</span>
          {(project.sectionTitle || project.division) && (
            <span className="project-card__panel-division">{project.sectionTitle ?? `Division ${project.division}`}</span>
          )}
        </div>
      )}
      <div className="project-card__body">
        <h3 className="project-card__title">
          <a href={project.url}>{project.name}</a>
        </h3>
        <dl className="project-card__facts">
          {place && (
            <>
              <dt>Location</dt>
              <dd>{place}</dd>
            </>
          )}
          {project.typeName && (
            <>
              <dt>Type</dt>
              <dd>{project.typeName}</dd>
            </>
          )}
          {project.completed !== null && (
            <>
              <dt>Completed</dt>
              <dd>{project.completed}</dd>
            </>
          )}
          <dt>Manufacturer</dt>
          <dd>
            <a href={project.companyUrl}>{project.companyName}</a>
          </dd>
          {project.products.length > 0 && (
            <>
              <dt>Products used</dt>
              <dd>
                <ul className="project-card__products">
                  {project.products.map((p) => (
                    <li key={p.seq}>
                      <a href={p.url}>{p.name}</a>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
        <p className="project-card__added">
          Added <time dateTime={project.createdAt}>{project.createdAt}</time>
        </p>
      </div>
    </li>
  );
}

/** Projects as a gallery of cards. */
export function ProjectGrid({ projects }: { projects: readonly ClientProject[] }) {
  return (
    <ul className="project-grid">
      {projects.map((p) => (
        <ProjectCard key={p.seq} project={p} />
      ))}
    </ul>
  );
}
