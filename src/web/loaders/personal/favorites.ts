import { CONTENT_TYPE_LABELS, CONTENT_TYPES, isContentType } from '../../../domain/content-types';
import type { FavoritesPageProps, FavoriteGroup } from '../../../pages/personal/favorites-page';
import type { Favorite } from '../../../services/personal/favorites';
import { listFavorites } from '../../../services/personal/favorites';
import { projectChoices } from '../../../services/personal/project-products';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { doneOf, pageUser, personalHead } from './shared';
import { requestTray } from '../compare-tray';

/** Groups in the site's content-type order, each newest first (the list already is). */
function groupFavorites(favorites: Favorite[]): FavoriteGroup[] {
  const order = (type: string) => (isContentType(type) ? CONTENT_TYPES.indexOf(type) : CONTENT_TYPES.length);
  const types = [...new Set(favorites.map((f) => f.content_type))].sort((a, b) => order(a) - order(b));
  return types.map((contentType) => ({
    contentType,
    label: isContentType(contentType) ? CONTENT_TYPE_LABELS[contentType].plural : contentType,
    favorites: favorites.filter((f) => f.content_type === contentType),
  }));
}

/** /account/favorites */
export async function loadFavorites(ctx: LoaderContext): Promise<LoaderResult<FavoritesPageProps>> {
  const user = pageUser(ctx);
  const [favorites, projects, tray] = await Promise.all([listFavorites(ctx.db, user.seq), projectChoices(ctx.db, user.seq), requestTray(ctx)]);
  return {
    props: { groups: groupFavorites(favorites), total: favorites.length, done: doneOf(ctx.query), tray, projects },
    head: personalHead('Your favorites', 'The products, drawings, models and documents you saved.', '/account/favorites'),
  };
}
