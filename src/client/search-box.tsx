import { SearchBox } from '../components/search-box';
import { hydrateIslands } from './hydrate';

hydrateIslands('search-box', SearchBox);
