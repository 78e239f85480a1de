import { slugify } from '../domain/slug';
import type { Queryable } from '../db/types';
import type { CsiDivision } from './csi';
import { listDivisions } from './csi';

/** A manufacturer category is a MasterFormat division, named by its title's slug ("openings") or its number ("08"). */
export function categorySlug(division: { division: string; title: string }): string {
  return slugify(division.title);
}

interface ManufacturerCategory extends CsiDivision {
  slug: string;
  /** How the name given was recognised. */
  matchedBy: 'slug' | 'division number';
}

/** The category a name stands for (a title slug or a division number), or null. */
export async function findCategory(db: Queryable, category: string): Promise<ManufacturerCategory | null> {
  for (const division of await listDivisions(db)) {
    const slug = categorySlug(division);
    if (slug === category) return { ...division, slug, matchedBy: 'slug' };
    if (division.division === category) return { ...division, slug, matchedBy: 'division number' };
  }
  return null;
}
