/** A list of links with the current page marked (aria-current), for the side and section menus. */
export function NavLinks({ links, current }: { links: readonly { href: string; label: string }[]; current?: string }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
