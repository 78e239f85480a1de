import type { ReactNode } from 'react';
import type { DataLink as Link } from '../services/link-policy';

/**
 * A link whose address came from data: rendered as a link only when the navigation rule allowed it
 * (`link` is then set), otherwise as plain text, so a refused address is never followed.
 */
export function DataLink({ link, children, className }: { link: Link | null; children: ReactNode; className?: string }) {
  if (!link) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={link.href} rel={link.external ? 'nofollow noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}
