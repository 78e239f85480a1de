import { useEffect, useState } from 'react';
import { pickBanner } from '../domain/banner-rotation';
import type { Banner } from '../services/banners';

export interface BannerSlotProps {
  banners: Banner[];
  /** Names the visitor's rotation state, one per slot. */
  slot: string;
}

function readShown(key: string): number[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/**
 * A sponsored banner. The server renders the first banner (so cached pages stay identical);
 * in the browser each visit shows one the visitor has not seen yet until all were shown (SPEC §4).
 */
export function BannerSlot({ banners, slot }: BannerSlotProps) {
  const [banner, setBanner] = useState<Banner | null>(banners[0] ?? null);

  useEffect(() => {
    const key = `banners-shown:${slot}`;
    const pick = pickBanner(banners, readShown(key));
    try {
      window.localStorage.setItem(key, JSON.stringify(pick.shown));
    } catch {
      // Private mode: rotation simply restarts on every visit.
    }
    if (pick.banner) setBanner(pick.banner);
  }, [banners, slot]);

  if (!banner) return null;
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
        <a className="banner__link" href={banner.linkUrl} rel={/^https?:/i.test(banner.linkUrl) ? 'sponsored noopener noreferrer' : undefined}>
          {content}
        </a>
      ) : (
        <div className="banner__link">{content}</div>
      )}
    </aside>
  );
}
