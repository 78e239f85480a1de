/** An analytics event as the browser sends it to POST /api/activities/event. */
export interface ClientEvent {
  eventCategory?: string;
  eventAction?: string;
  eventLabel?: string;
  eventValue?: number;
}

/** Sends an event without holding up the page (it survives a navigation); false when the browser cannot. */
export function sendEvent(event: ClientEvent): boolean {
  const body = JSON.stringify({ ...event, path: location.pathname });
  return navigator.sendBeacon?.('/api/activities/event', new Blob([body], { type: 'application/json' })) ?? false;
}
