/** The named styles of a weblet (/company/{id}/weblet/{contentType}/{formatting}). */
export const WEBLET_FORMATS = ['list', 'grid', 'compact'] as const;

export type WebletFormat = (typeof WEBLET_FORMATS)[number];

