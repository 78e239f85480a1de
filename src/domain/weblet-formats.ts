/** The named styles of a weblet (/company/{id}/weblet/{contentType}/{formatting}). */
export const WEBLET_FORMATS = ['list', 'grid', 'compact'] as const;

export type WebletFormat = (typeof WEBLET_FORMATS)[number];

export const WEBLET_FORMAT_LABELS: Readonly<Record<WebletFormat, string>> = {
  list: 'List with descriptions',
  grid: 'Cards in a grid',
  compact: 'Titles only',
};

