import { Breadcrumbs } from '../../components/breadcrumbs';
import { CompanyNameLink } from '../../components/company-name-link';
import type { CompanySummary } from '../../services/companies';
import type { CsiDivision } from '../../services/csi';
import { formatCount } from '../../domain/count-text';

export type ManufacturersPageProps =
  | { kind: 'index'; categories: (CsiDivision & { slug: string; count: number })[] }
  | { kind: 'category'; division: CsiDivision; companies: CompanySummary[] };

export function ManufacturersPage(props: ManufacturersPageProps) {
  if (props.kind === 'index') {
    return (
      <>
        <Breadcrumbs items={[{ label: 'Manufacturers' }]} />
        <h1>Manufacturers by category</h1>
        <p>
          Or see <a href="/manufacturers">every manufacturer A–Z</a>.
        </p>
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
      <p className="result-count">{formatCount(props.companies.length, 'manufacturer')}</p>
      <ul className="company-list">
        {props.companies.map((c, i) => (
          <li key={c.coid}>
            <CompanyNameLink coid={c.coid} name={c.name} index={i} />
            <span className="company-list__meta">
              {[c.city, c.state].filter(Boolean).join(', ')} · {formatCount(c.itemCount, 'document')}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
