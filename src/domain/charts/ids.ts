/** The element ids of one chart, from its id prop (characters an id reference cannot hold become "-"). */
export function chartIds(id: string) {
  const base = id.trim().replace(/[^A-Za-z0-9_-]+/g, '-') || 'chart';
  return { root: base, title: `${base}-title`, desc: `${base}-desc`, caption: `${base}-caption`, table: `${base}-table` };
}

export type ChartIds = ReturnType<typeof chartIds>;
