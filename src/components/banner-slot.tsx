import { useEffect, useState } from 'react';
import { sendEvent } from '../client/beacon';
import { BannerAside } from './banner';
import { markBannerUsed, pickBanner } from '../domain/banner-rotation';
import type { Banner } from '../services/banners';

interface BannerSlotProps {
  banners: Banner[];
  /** Names the visitor's rotation state, one per slot. */
  slot: string;
}

function writeShown(key: string, shown: number[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(shown));
  } catch {
    // Private mode: rotation simply restarts on every visit.
  }
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
 * in the browser each visit shows one the visitor has not seen yet until all were shown, then starts again.
 */
export function BannerSlot({ banners, slot }: BannerSlotProps) {
  const [banner, setBanner] = useState<Banner | null>(banners[0] ?? null);

  useEffect(() => {
    const key = `banners-shown:${slot}`;
    const pick = pickBanner(banners, readShown(key));
    writeShown(key, pick.shown);
    if (pick.banner) {
      setBanner(pick.banner);
      // Impressions and clicks are recorded as activities (issue 5), labelled by banner.
      sendEvent({ eventCategory: 'banner', eventAction: 'impression', eventLabel: `banner-${pick.banner.seq}` });
    }
  }, [banners, slot]);

  /** A clicked banner counts as used: it is not shown again until the rotation resets. */
  const onClick = () => {
    if (!banner) return;
    const key = `banners-shown:${slot}`;
    writeShown(key, markBannerUsed(readShown(key), banner.seq));
    sendEvent({ eventCategory: 'banner', eventAction: 'click', eventLabel: `banner-${banner.seq}` });
  };

  return banner ? <BannerAside banner={banner} onClick={onClick} /> : null;
}
