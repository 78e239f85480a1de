import { SaveSearch } from '../components/save-search';
import { hydrateIslands } from './hydrate';

hydrateIslands('save-search', SaveSearch);
