/** The layout templates of views/: a route names one, the renderer fills it. */
export const LAYOUTS = ['default', 'blank', 'amp', 'weblet'] as const;
export type LayoutName = (typeof LAYOUTS)[number];
