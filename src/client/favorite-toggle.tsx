import { FavoriteToggle } from '../components/favorite-toggle';
import { hydrateIslands } from './hydrate';

hydrateIslands('favorite-toggle', FavoriteToggle);
