import type { Banner } from '../services/banners';

/** One sponsored banner as every slot draws it; `onClick` only where the rotation island records use. */
export function BannerAside({ banner, onClick }: { banner: Banner; onClick?: () => void }) {
  const content = (
    <>
      <strong className="banner__title">{banner.title}</strong>
      {banner.body && <span className="banner__body">{banner.body}</span>}
    </>
  );
  return (
    <aside className="banner" aria-label="Sponsored" data-banner-seq={banner.seq}>
      <p className="banner__label">Sponsored</p>
      {/* An empty linkUrl: the loader refused the address (navigation rule), so the banner is text only. */}
      {banner.linkUrl ? (
        <a className="banner__link" href={banner.linkUrl} onClick={onClick} rel={/^https?:/i.test(banner.linkUrl) ? 'sponsored noopener noreferrer' : undefined}>
          {content}
        </a>
      ) : (
        <div className="banner__link">{content}</div>
      )}
    </aside>
  );
}
