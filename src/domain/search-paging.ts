/** Results per page of the search pages and the search API. */
export const SEARCH_PAGE_SIZE = 20;

/** Results per page of the spec wizard search (POST /api/specwizards/es/search). */
export const WIZARD_SEARCH_PAGE_SIZE = 10;
