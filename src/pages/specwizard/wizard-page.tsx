import { Breadcrumbs } from '../../components/breadcrumbs';
import { companyPath } from '../../domain/company-id';
import { Island } from '../../islands/island';
import type { WizardPageData } from './wizard-page-data';
import { fullStopAfter } from '../../domain/sentence';

export interface WizardPageProps extends WizardPageData {
  /** The blank layout of /sw/{filename}: no breadcrumbs. */
  embedded: boolean;
}

/** A spec wizard: the server renders the whole tree; the island makes it interactive. */
export function WizardPage({ wizard, specContentId, island, embedded }: WizardPageProps) {
  const companyHref = companyPath(wizard.companyName, wizard.coid);
  return (
    <>
      {!embedded && (
        <Breadcrumbs
          items={[
            { label: 'Spec wizards', href: '/specwizard' },
            { label: wizard.companyName, href: companyHref },
            { label: `${wizard.section} ${island.tree.title}` },
          ]}
        />
      )}
      <header className="wizard-header">
        <p className="badge badge--sw">Spec wizard</p>
        <h1>
          <span className="section-number">{wizard.section}</span> {island.tree.title}
        </h1>
        <p className="lead">
          For products of <a href={companyHref}>{wizard.companyName}</a>
          {fullStopAfter(wizard.companyName)} Tick the paragraphs your project needs and pick one
          option where there is a choice: choosing a line also keeps the article it belongs to, and lines that depend on a
          choice appear once you make it.
          {specContentId && (
            <>
              {' '}
              <a href={`/specification/${wizard.coid}/${specContentId}`}>Read the full section</a>.
            </>
          )}
        </p>
      </header>
      <Island name="spec-wizard" props={island} hydrate="load" />
    </>
  );
}
