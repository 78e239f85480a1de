import { companyPath } from '../domain/company-id';
import { logoPath } from '../domain/company-logo';
import { Picture } from './picture';

/** A company's name with its logo, linking to its page; `index` is its place in the list (lazy logos below the fold). */
export function CompanyNameLink({ coid, name, index }: { coid: number; name: string; index: number }) {
  return (
    <a className="company-list__name" href={companyPath(name, coid)}>
      {/* Empty alt: the link's text already names the company. */}
      <Picture className="company-logo" src={logoPath(coid)} alt="" width={40} height={40} index={index} />
      {name}
    </a>
  );
}
