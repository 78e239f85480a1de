import { api } from '../client/api';
import { useSavedToggle } from './use-saved-toggle';

interface SaveSearchProps {
  terms: string;
  /** "all" or the content type the results are filtered by. */
  contentType: string;
  /** The facet filters as a query string ("" for none): saved with the search. */
  filters: string;
  /** The saved search's seq when this search is already saved, else null. */
  savedSeq: number | null;
  /** Where the no-JavaScript form post returns to. */
  returnTo: string;
}

/**
 * "Save this search" on a result page (signed-in users only). A plain form without
 * JavaScript; hydrated, it calls the API and changes only after the server succeeded.
 */
export function SaveSearch({ terms, contentType, filters, savedSeq, returnTo }: SaveSearchProps) {
  const { seq, busy, message, onSubmit } = useSavedToggle(savedSeq, {
    add: async () =>
      (await api<{ seq: number }>('/api/user-searches', { method: 'POST', body: { search_terms: terms, content_type: contentType, filters } })).seq,
    remove: (saved) => api<void>(`/api/user-searches/${saved}`, { method: 'DELETE' }),
    succeeded: (nowSaved) => (nowSaved ? 'Search saved.' : 'Search removed from your saved searches.'),
    failed: (wasSaved) => (wasSaved ? 'Could not remove this search. Try again.' : 'Could not save this search. Try again.'),
  });

  const saved = seq !== null;
  return (
    <form
      className="save-search"
      method="post"
      action={saved ? `/account/searches/${seq}/delete` : '/account/searches'}
      onSubmit={onSubmit}
      data-state={saved ? 'saved' : 'unsaved'}
    >
      <input type="hidden" name="search_terms" value={terms} />
      <input type="hidden" name="content_type" value={contentType} />
      <input type="hidden" name="filters" value={filters} />
      <input type="hidden" name="redirect" value={returnTo} />
      {saved ? (
        <>
          <span className="save-search__saved">
            Saved in <a href="/account/searches">your searches</a>.
          </span>
          <button type="submit" className="button button--quiet" aria-busy={busy || undefined}>
            Remove saved search
          </button>
        </>
      ) : (
        <button type="submit" className="button button--quiet" aria-busy={busy || undefined}>
          Save this search
        </button>
      )}
      <span className="save-search__message" role="status">
        {message}
      </span>
    </form>
  );
}
