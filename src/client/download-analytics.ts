// The tiny script of pages with download links (no React): each download click is sent as
// an analytics event and the browser follows the link 250 ms later, so
// the event leaves before the page does.
import { downloadLabel } from '../domain/download-label';
import { sendEvent } from './beacon';

const ANALYTICS_NAV_DELAY_MS = 250;

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href^="/downloads/"]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const contentType = new URL(link.href).pathname.split('/')[3] ?? '';
  const hash = location.hash.slice(1);
  const label = downloadLabel(location.pathname + (hash ? `/${hash}` : ''), contentType) ?? 'unlabelled';
  if (!sendEvent({ eventCategory: 'click', eventAction: 'download', eventLabel: label, eventValue: 1 })) return;
  event.preventDefault();
  setTimeout(() => location.assign(link.href), ANALYTICS_NAV_DELAY_MS);
});
