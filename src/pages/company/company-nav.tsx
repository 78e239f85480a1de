import type { Company } from '../../services/companies';

type CompanyNavItem = 'overview' | 'products' | 'search' | 'projects' | 'nonclient';

/** The company area's own pages, as pill links; the current one is marked. */
export function CompanyNav({ company, base, current }: { company: Company; base: string; current: CompanyNavItem | null }) {
  const links: { key: CompanyNavItem; href: string; label: string }[] = [
    { key: 'overview', href: base, label: 'Overview' },
    { key: 'products', href: `${base}/product-search`, label: 'Products' },
    { key: 'search', href: `${base}/search`, label: 'Search documents' },
    ...(company.hasProjects ? [{ key: 'projects' as const, href: `${base}/projects`, label: 'Projects' }] : []),
    ...(company.isClient ? [] : [{ key: 'nonclient' as const, href: `${base}/nonclient`, label: 'About this listing' }]),
  ];
  return (
    <nav className="type-filter type-filter--inline type-filter--scroll" aria-label={`${company.name} pages`}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={link.key === current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
