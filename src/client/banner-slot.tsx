import { BannerSlot } from '../components/banner-slot';
import { hydrateIslands } from './hydrate';

hydrateIslands('banner-slot', BannerSlot);
