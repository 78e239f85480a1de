import { carriesSecret } from '../domain/secret-url';
import { useRenderState } from './render-context';

const FOOTER_LINKS = [
  { href: '/manufacturers', label: 'Manufacturers A–Z' },
  { href: '/manufacturers/all', label: 'Manufacturers by category' },
  { href: '/content-type/cad', label: 'CAD drawings' },
  { href: '/content-type/bim', label: 'BIM objects' },
  { href: '/content-type/spec', label: 'Specifications' },
  { href: '/search/', label: 'Search' },
  { href: '/continuing-education', label: 'Continuing education' },
  { href: '/podcast', label: 'Podcast' },
  { href: '/blog-post', label: 'Blog' },
  { href: '/about', label: 'About SpecFind' },
  { href: '/advertise', label: 'Advertise' },
  { href: '/terms', label: 'Terms of use' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/rss', label: 'RSS feed' },
] as const;

const EDITIONS = { '04': 'MasterFormat 2004', '95': 'MasterFormat 1995' } as const;

/** The visitor's choice of section numbering (the 'mf' cookie): a form post, so it works without script. */
function NumberingChoice() {
  const { mf, path } = useRenderState();
  const other = mf === '95' ? '04' : '95';
  return (
    <form className="numbering-choice" method="post" action="/section-numbering">
      {/* A page whose address holds a secret (a report link, a reset token) is never written into a form. */}
      <input type="hidden" name="returnTo" value={carriesSecret(path) ? '/' : path} />
      <span>{`Section numbers: ${EDITIONS[mf]}.`}</span>{' '}
      <button type="submit" name="mf" value={other} className="button button--quiet">
        {`Show ${EDITIONS[other]} numbers`}
      </button>
    </form>
  );
}

export function SiteFooter() {
  const { siteName } = useRenderState();
  return (
    <footer className="site-footer">
      <NumberingChoice />
      <nav aria-label="Footer">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__note">
        {siteName} helps architects and specifiers find building products, drawings and specifications. Product data
        comes from the manufacturers listed.
      </p>
    </footer>
  );
}
