/** A field people never see (hidden on a form); anything in it marks the post as a bot's. */
export const HONEYPOT_FIELD = 'referenceCode';
