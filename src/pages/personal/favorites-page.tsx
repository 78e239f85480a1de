import { AddToProject } from '../../components/add-to-project';
import { CompareCheckbox, DetachedCompareForm } from '../../components/compare-form';
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
  /** The projects a favorite product can be added to. */
  projects: ProjectChoice[];
}

const COMPARE_FORM = 'compare-favorites';

/** Favorite products can be compared: a product card's item names its product. */
const comparable = (favorite: Favorite) => (favorite.content_type === 'product' ? (favorite.item?.productSeq ?? null) : null);

function FavoriteRow({ favorite, projects }: { favorite: Favorite; projects: ProjectChoice[] }) {
  const { item } = favorite;
  const seq = comparable(favorite);
  return (
    <li className="personal-list__item">
      {seq !== null && <CompareCheckbox seq={seq} name={item!.title} form={COMPARE_FORM} leading />}
      <div className="personal-list__main">
        {item ? <a href={item.url}>{item.title}</a> : <span className="muted">No longer available (item {favorite.content_id})</span>}
        <span className="personal-list__meta">
          {item && <span>{item.companyName}</span>}
          <span>
            Saved <DateText iso={favorite.created_at} />
          </span>
        </span>
        {favorite.note && <span className="personal-list__note">{favorite.note}</span>}
        {seq !== null && projects.length > 0 && <AddToProject productSeq={seq} projects={projects} idSuffix={`-${favorite.seq}`} />}
      </div>
      <DeleteButton action={`/account/favorites/${favorite.seq}/delete`} label="Remove" context={item?.title ?? `item ${favorite.content_id}`} />
    </li>
  );
}

/** /account/favorites: the user's favorites grouped by content type, newest first within each. */
export function FavoritesPage({ groups, total, done, projects }: FavoritesPageProps) {
  return (
    <PersonalFrame title="Your favorites" section="/account/favorites" done={done}>
      {total === 0 ? (
        <section className="empty-state">
          <p>
            You have no favorites yet. Use <strong>Save</strong> on any search result or listing to keep it here.
          </p>
        </section>
      ) : (
        groups.map((group) => (
          <section key={group.contentType} aria-labelledby={`favorites-${group.contentType}`} className="personal-group">
            <h2 id={`favorites-${group.contentType}`}>
              {group.label} <span className="count">{group.favorites.length}</span>
            </h2>
            <ul className="personal-list">
              {group.favorites.map((f) => (
                <FavoriteRow key={f.seq} favorite={f} projects={projects} />
              ))}
            </ul>
            {group.favorites.filter((f) => comparable(f) !== null).length >= 2 && <DetachedCompareForm id={COMPARE_FORM} back="/account/favorites" />}
          </section>
        ))
      )}
    </PersonalFrame>
  );
}
