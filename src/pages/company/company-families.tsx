import { Picture } from '../../components/picture';
import type { CompanyFamily } from '../../services/company-families';

/** Where a family card leads: its heading in the product tree below, or the tree itself for products under no heading. */
function familyAnchor(family: Pick<CompanyFamily, 'seq'>): string {
  return family.seq === null ? 'products-title' : `family-${family.seq}`;
}

/** The company page's opening: each product family as a card with its picture, name and number of products. */
export function CompanyFamilies({ families }: { families: CompanyFamily[] }) {
  return (
    <ul className="card-grid family-cards">
      {families.map((family, index) => (
        <li key={family.seq ?? `section-${family.section ?? ''}`} className="product-card family-card">
          {family.picture ? (
            <Picture className="family-card__picture" src={family.picture.thumb} alt={family.picture.alt} width={320} height={240} index={index} />
          ) : (
            <span className="family-card__picture family-card__picture--none" aria-hidden="true" />
          )}
          <h3 className="product-card__title">
            <a href={`#${familyAnchor(family)}`}>{family.name}</a>
          </h3>
          <p className="family-card__count">{`${family.productCount} ${family.productCount === 1 ? 'product' : 'products'}`}</p>
          {family.section && <p className="product-card__section">{`Section ${family.section}`}</p>}
        </li>
      ))}
    </ul>
  );
}
