import { COMPARE_MAX, COMPARE_MIN } from '../domain/product-compare';
import { trayComparePath, trayWith, trayWithout, withTray } from '../domain/compare-tray';

/** A listing's compare tray: the products picked (`?compare=`) and this page's address with everything else it carries. */
export interface CompareTray {
  ids: number[];
  here: string;
}

function trayHint(count: number): string {
  if (count < COMPARE_MIN) return `Add ${COMPARE_MIN - count} more to compare, of any manufacturers (up to ${COMPARE_MAX}).`;
  if (count >= COMPARE_MAX) return `${COMPARE_MAX} is the most: remove one to add another.`;
  return `Add up to ${COMPARE_MAX}, of any manufacturers.`;
}

/**
 * "Compare (n)": a link to the comparison once two are picked (before that it says how many more), and a link
 * that empties the tray. Links that only change the tray say nofollow: they are for people, not crawlers.
 */
export function CompareTrayBar({ tray }: { tray: CompareTray }) {
  const href = trayComparePath(tray.ids);
  const label = `Compare (${tray.ids.length})`;
  return (
    <p className="compare-tray" role="status">
      {href ? (
        <a className="button button--secondary compare-tray__open" href={href}>
          {label}
        </a>
      ) : (
        <span className="compare-tray__count">{label}</span>
      )}{' '}
      <span className="compare-tray__hint">{trayHint(tray.ids.length)}</span>
      {tray.ids.length > 0 && (
        <>
          {' '}
          <a className="compare-tray__clear" href={withTray(tray.here, [])} rel="nofollow">
            Clear the tray
          </a>
        </>
      )}
    </p>
  );
}

/** A card's "Add to compare" or "Remove from compare" link (named after the product for screen readers); none when the tray is full. */
export function CompareToggle({ seq, title, tray }: { seq: number; title: string; tray: CompareTray }) {
  const picked = tray.ids.includes(seq);
  if (!picked && tray.ids.length >= COMPARE_MAX) return null;
  const ids = picked ? trayWithout(tray.ids, seq) : trayWith(tray.ids, seq);
  const verb = picked ? 'Remove from compare' : 'Add to compare';
  // The name says which product; it starts with the words shown, so speech input finds it (WCAG 2.5.3). A hidden span
  // for the product gave "Add to compare : …": browsers set a space around an absolutely placed element.
  return (
    <a className={picked ? 'compare-toggle compare-toggle--picked' : 'compare-toggle'} href={withTray(tray.here, ids)} rel="nofollow" aria-label={`${verb}: ${title}`}>
      {verb}
    </a>
  );
}
