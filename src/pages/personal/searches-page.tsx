import { CONTENT_TYPE_LABELS, isContentType } from '../../domain/content-types';
import type { SavedSearch } from '../../services/personal/saved-searches';
import { DeleteButton } from './delete-button';
import { DateText, PersonalFrame } from './personal-frame';

export interface SearchesPageProps {
  searches: SavedSearch[];
  done: string | null;
}

function scopeLabel(contentType: string): string {
  return isContentType(contentType) ? CONTENT_TYPE_LABELS[contentType].plural : 'All content';
}

/** /account/searches: saved searches, newest first; each link runs the search again. */
export function SearchesPage({ searches, done }: SearchesPageProps) {
  return (
    <PersonalFrame title="Your saved searches" section="/account/searches" done={done}>
      {searches.length === 0 ? (
        <section className="empty-state">
          <p>
            You have no saved searches yet. Search from the box above and choose <strong>Save this search</strong>.
          </p>
        </section>
      ) : (
        <ul className="personal-list">
          {searches.map((s) => (
            <li key={s.seq} className="personal-list__item">
              <div className="personal-list__main">
                <a href={s.url}>{s.search_terms}</a>
                <span className="personal-list__meta">
                  <span>{scopeLabel(s.content_type)}</span>
                  {s.filter_labels.map((f) => (
                    <span key={`${f.facet}:${f.value}`} className="saved-search__filter">
                      {f.label}
                    </span>
                  ))}
                  <span>
                    Saved <DateText iso={s.created_at} />
                  </span>
                </span>
              </div>
              <DeleteButton action={`/account/searches/${s.seq}/delete`} label="Delete" context={s.search_terms} />
            </li>
          ))}
        </ul>
      )}
    </PersonalFrame>
  );
}
