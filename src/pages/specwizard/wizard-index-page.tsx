import { Breadcrumbs } from '../../components/breadcrumbs';
import type { WizardListItem } from '../../services/specs/wizard-list';
import { formatCount } from '../../domain/count-text';

export interface WizardIndexPageProps {
  q: string;
  total: number;
  divisions: { division: string; title: string; wizards: WizardListItem[] }[];
  signedIn: boolean;
}

/** /specwizard: what a spec wizard does, and every wizard by MasterFormat division, with a list of divisions to jump to. */
export function WizardIndexPage({ q, total, divisions, signedIn }: WizardIndexPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Spec wizards' }]} />
      <h1>Spec wizards</h1>
      <p className="lead">
        A spec wizard turns a manufacturer’s guide specification into your project’s section. Tick the paragraphs you need,
        pick one option where there is a choice, fill in the blanks, and download the edited section as Word, RTF or HTML,
        with comparable manufacturers listed as equals. {signedIn ? 'Save your selections as a project and come back to them any time.' : 'Sign in to save your selections as projects.'}{' '}
        <a href="/spec-info">How specifications are organized</a>.
      </p>
      <form className="filter-form" method="get" action="/specwizard" role="search">
        <label htmlFor="wizard-filter">Find a wizard by product, manufacturer or section number</label>
        <input id="wizard-filter" name="q" type="search" defaultValue={q} maxLength={100} />
        <button type="submit" className="button">
          Find
        </button>
      </form>
      <p className="result-count" role="status">
        {formatCount(total, 'wizard')}
        {q && (
          <>
            {' '}
            matching “{q}” · <a href="/specwizard">show all</a>
          </>
        )}
      </p>
      {divisions.length > 1 && (
        <nav className="wizard-divisions" aria-label="Divisions">
          <ul>
            {divisions.map((d) => (
              <li key={d.division}>
                <a href={`#division-${d.division}`}>
                  <span className="section-number">{d.division}</span> {d.title} <span className="wizard-divisions__count">({d.wizards.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {divisions.map((d) => (
        <section key={d.division} aria-labelledby={`division-${d.division}`}>
          <h2 id={`division-${d.division}`}>
            <span className="section-number">{d.division}</span> {d.title}
          </h2>
          <ul className="link-list wizard-list">
            {d.wizards.map((w) => (
              <li key={w.contentId}>
                <a href={`/sw/template/${w.contentId}`}>
                  <span className="section-number">{w.section}</span> {w.sectionTitle || w.title}
                </a>{' '}
                <span className="personal-list__meta">by {w.companyName}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
