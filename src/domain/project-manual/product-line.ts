/** What names a product in the manual: its name, trade name and maker. */
export interface NamedProduct {
  name: string;
  tradename: string | null;
  maker: string;
}

/** "Doorway 3000 (trade name Quietline), Acme Doors": the name with its trade name and maker. */
export function productLine(p: NamedProduct): string {
  const trade = p.tradename && !p.name.includes(p.tradename) ? ` (trade name ${p.tradename})` : '';
  return `${p.name}${trade}, ${p.maker}`;
}
