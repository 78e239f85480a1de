import type { CompareTray } from '../../components/compare-tray';
import { CompareToggle, CompareTrayBar } from '../../components/compare-tray';
import { withTray } from '../../domain/compare-tray';
import { AddToProject } from '../../components/add-to-project';
import type { Favorite } from '../../services/personal/favorites';
import type { ProjectChoice } from '../../components/add-to-project';
import { DeleteButton } from './delete-button';
import { DateText, PersonalFrame } from './personal-frame';

export interface FavoriteGroup {
  contentType: string;
  label: string;
  favorites: Favorite[];
}

export interface FavoritesPageProps {
  groups: FavoriteGroup[];
  total: number;
  done: string | null;
  /** The compare tray (?compare=): favorites of a product can be added to it. */
  tray: number[];
  /** The projects a favorite product can be added to. */
  projects: ProjectChoice[];
}

function FavoriteRow({ favorite, tray, projects }: { favorite: Favorite; tray: CompareTray; projects: ProjectChoice[] }) {
  const { item } = favorite;
  return (
    <li className="personal-list__item">
      <div className="personal-list__main">
        {item ? <a href={item.url}>{item.title}</a> : <span className="muted">No longer available (item {favorite.content_id})</span>}
        <span className="personal-list__meta">
          {item && <span>{item.companyName}</span>}
          <span>
            Saved <DateText iso={favorite.created_at} />
          </span>
        </span>
        {favorite.note && <span className="personal-list__note">{favorite.note}</span>}
        {item && item.productSeq !== null && <CompareToggle seq={item.productSeq} title={item.title} tray={tray} />}
        {item && item.productSeq !== null && projects.length > 0 && <AddToProject productSeq={item.productSeq} projects={projects} idSuffix={`-${favorite.seq}`} />}
      </div>
      <DeleteButton action={`/account/favorites/${favorite.seq}/delete`} label="Remove" context={item?.title ?? `item ${favorite.content_id}`} />
    </li>
  );
}

/** /account/favorites: the user's favorites grouped by content type, newest first within each. */
export function FavoritesPage({ groups, total, done, tray: ids, projects }: FavoritesPageProps) {
  const tray = { ids, here: withTray('/account/favorites', ids) };
  return (
    <PersonalFrame title="Your favorites" section="/account/favorites" done={done}>
      {total === 0 ? (
        <section className="empty-state">
          <p>
            You have no favorites yet. Use <strong>Save</strong> on any search result or listing to keep it here.
          </p>
        </section>
      ) : (
        <>
          <CompareTrayBar tray={tray} />
          {groups.map((group) => (
          <section key={group.contentType} aria-labelledby={`favorites-${group.contentType}`} className="personal-group">
            <h2 id={`favorites-${group.contentType}`}>
              {group.label} <span className="count">{group.favorites.length}</span>
            </h2>
            <ul className="personal-list">
              {group.favorites.map((f) => (
                <FavoriteRow key={f.seq} favorite={f} tray={tray} projects={projects} />
              ))}
            </ul>
          </section>
          ))}
        </>
      )}
    </PersonalFrame>
  );
}
