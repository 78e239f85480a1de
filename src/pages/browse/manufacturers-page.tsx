import { Breadcrumbs } from '../../components/breadcrumbs';
import { Picture } from '../../components/picture';
import { companyPath } from '../../domain/company-id';
import { logoPath } from '../../domain/company-logo';
import type { CompanySummary } from '../../services/companies';
import type { CsiDivision } from '../../services/csi';

export type ManufacturersPageProps =
  | { kind: 'index'; categories: (CsiDivision & { slug: string; count: number })[] }
  | { kind: 'category'; division: CsiDivision; companies: CompanySummary[] };

export function ManufacturersPage(props: ManufacturersPageProps) {
  if (props.kind === 'index') {
    return (
      <>
        <Breadcrumbs items={[{ label: 'Manufacturers' }]} />
        <h1>Manufacturers by category</h1>
        <ul className="division-grid">
          {props.categories.map((c) => (
            <li key={c.division}>
              <a href={`/manufacturers/${c.slug}`}>
                <span className="division-grid__number">{c.division}</span> {c.title} <span className="count">{c.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <>
      <Breadcrumbs items={[{ label: 'Manufacturers', href: '/manufacturers/all' }, { label: props.division.title }]} />
      <h1>{props.division.title} manufacturers</h1>
      <p className="result-count">{props.companies.length} manufacturers</p>
      <ul className="company-list">
        {props.companies.map((c, i) => (
          <li key={c.coid}>
            <a className="company-list__name" href={companyPath(c.name, c.coid)}>
              <Picture className="company-logo" src={logoPath(c.coid)} alt="" width={40} height={40} index={i} />
              {c.name}
            </a>
            <span className="company-list__meta">
              {[c.city, c.state].filter(Boolean).join(', ')} · {c.itemCount} documents
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
