/** The administrators' screen of API keys; a post to it issues one, `{path}/{id}/revoke` revokes one. */
export const API_KEYS_PATH = '/account/api-keys';

/** The issuing form's name in a failed post's form state. */
export const API_KEY_FORM = 'api-key';

/** Requests per minute a new key gets unless the administrator says otherwise. */
export const DEFAULT_KEY_RATE_LIMIT = 600;
