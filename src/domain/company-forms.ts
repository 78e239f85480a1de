/** The company page's request-for-information form: its name in form state, and its page under the company page. */
export const RFI_FORM = 'rfi';
export const RFI_SUFFIX = '/request-information';

/** The non-client feedback form's name on the page (field ids, the failed post's state). */
export const NON_CLIENT_FORM = 'nonclient';
