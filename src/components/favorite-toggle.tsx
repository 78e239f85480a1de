import { useEffect, useState } from 'react';
import { api } from '../client/api';
import { useSavedToggle } from './use-saved-toggle';

interface FavoriteToggleProps {
  contentId: number;
  contentType: string;
  /** The item's title, read by screen readers after "Save"/"Saved". */
  title: string;
  /** The favorite's seq when saved, null when not; left out when the page did not look it up. */
  favoriteSeq?: number | null;
  /** Where the no-JavaScript form post returns to. */
  returnTo: string;
}

type FavoriteRow = { seq: number; content_id: number; content_type: string };

const keyOf = (contentType: string, contentId: number) => `${contentType}:${contentId}`;

/** One GET /api/user-favorites per page, shared by every toggle that needs it. */
let favoriteSeqs: Promise<Map<string, number>> | null = null;
function loadFavoriteSeqs(): Promise<Map<string, number>> {
  favoriteSeqs ??= api<{ favorites: FavoriteRow[] }>('/api/user-favorites').then(
    (r) => new Map(r.favorites.map((f) => [keyOf(f.content_type, f.content_id), f.seq])),
    (error: unknown) => {
      favoriteSeqs = null;
      throw error;
    },
  );
  return favoriteSeqs;
}

/**
 * Save/Saved toggle on a content card (signed-in users only). Without JavaScript it is a
 * form posting to /account/favorites; hydrated, it calls the API and changes its state
 * only after the server succeeded.
 */
export function FavoriteToggle({ contentId, contentType, title, favoriteSeq, returnTo }: FavoriteToggleProps) {
  const [known, setKnown] = useState(favoriteSeq !== undefined);
  const key = keyOf(contentType, contentId);
  const { seq, setSeq, busy, message, onSubmit } = useSavedToggle(favoriteSeq ?? null, {
    add: async () => {
      const added = await api<FavoriteRow>('/api/user-favorites', { method: 'POST', body: { content_id: contentId, content_type: contentType } });
      void favoriteSeqs?.then((m) => m.set(key, added.seq));
      setKnown(true);
      return added.seq;
    },
    remove: async (saved) => {
      await api<void>(`/api/user-favorites/${saved}`, { method: 'DELETE' });
      void favoriteSeqs?.then((m) => m.delete(key));
      setKnown(true);
    },
    failed: (wasSaved) => (wasSaved ? 'Could not remove. Try again.' : 'Could not save. Try again.'),
  });

  useEffect(() => {
    if (known) return;
    let live = true;
    loadFavoriteSeqs()
      .then((seqs) => {
        if (!live) return;
        setSeq(seqs.get(key) ?? null);
        setKnown(true);
      })
      .catch(() => undefined); // The button still works; it just shows "Save".
    return () => {
      live = false;
    };
  }, [key, known]);

  const saved = seq !== null;
  return (
    <form
      className="favorite-toggle"
      method="post"
      action={saved ? `/account/favorites/${seq}/delete` : '/account/favorites'}
      onSubmit={onSubmit}
      data-state={known ? (saved ? 'saved' : 'unsaved') : 'unknown'}
    >
      <input type="hidden" name="content_type" value={contentType} />
      <input type="hidden" name="content_id" value={contentId} />
      <input type="hidden" name="redirect" value={returnTo} />
      <button type="submit" className="favorite-toggle__button" aria-pressed={saved} aria-busy={busy || undefined}>
        {saved ? 'Saved' : 'Save'}
        <span className="visually-hidden"> {title}</span>
      </button>
      <span className="favorite-toggle__message" role="status">
        {message}
      </span>
    </form>
  );
}
