import { BannerSlot } from '../components/banner-slot';
import { FavoriteToggle } from '../components/favorite-toggle';
import { SaveSearch } from '../components/save-search';
import { SearchBox } from '../components/search-box';
import { SpecWizard } from '../components/spec-wizard/spec-wizard';

/** Every island: its name is also the name of its client entry in src/client/. */
export const ISLANDS = {
  'search-box': SearchBox,
  'banner-slot': BannerSlot,
  'favorite-toggle': FavoriteToggle,
  'save-search': SaveSearch,
  'spec-wizard': SpecWizard,
} as const;

export type IslandName = keyof typeof ISLANDS;

export function isIsland(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
