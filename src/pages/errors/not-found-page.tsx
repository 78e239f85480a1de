/** The unknown-route page, with its message ('Page Not Found: {path}'), its text and its five links. */
const NOT_FOUND_LINKS = [
  { href: '/products/building_products_categories.shtml', label: 'Building product categories' },
  { href: '/content-type/bim', label: 'BIM objects' },
  { href: '/content-type/cad', label: 'CAD drawings' },
  { href: '/content-type/spec', label: 'Specifications' },
  { href: '/', label: 'Home page' },
] as const;

export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="error-page">
      <h1>Page Not Found: {path}</h1>
      <p>Sorry, the page you are looking for cannot be not found.</p>
      <p>Use the search box at the top of the page to find products, manufacturers and specifications, or try one of these:</p>
      <ul>
        {NOT_FOUND_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
