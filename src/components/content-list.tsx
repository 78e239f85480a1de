import { useContext } from 'react';
import { QualityBadge } from './quality-badge';
import { fileSizeText } from '../domain/content-type-guide';
import { CONTENT_TYPE_LABELS, isContentType } from '../domain/content-types';
import { signInHref } from '../domain/return-path';
import { Island } from '../islands/island';
import type { CompareTray } from './compare-tray';
import { CompareToggle } from './compare-tray';
import { DeclarationFacts } from './declaration-facts';
import { PageScript } from './page-script';
import { Picture } from './picture';
import type { ContentCard } from '../services/content-items';
import { RenderContext } from './render-context';

export function typeLabel(contentType: string): string {
  return isContentType(contentType) ? CONTENT_TYPE_LABELS[contentType].singular : contentType;
}

interface ContentListProps {
  items: ContentCard[];
  showCompany?: boolean;
  /**
   * "type:id" → favorite seq of the signed-in user, when the loader looked them up; items
   * missing from it are not favorites. Without it the toggles ask the API once on hydrate.
   */
  favorites?: Record<string, number>;
  /** Pictures above this list on the page: the list's own count on from here, so ones below the fold load lazily. */
  firstIndex?: number;
  /** False: no download buttons (and so no download script), for a short list that links to the items' own pages. */
  downloads?: boolean;
  /** The listing's compare tray: cards of a product get its add or remove link. */
  compare?: CompareTray;
}

/**
 * Signed-in users get a Save/Saved toggle island per card; anonymous visitors a plain
 * sign-in link, so anonymous pages stay cacheable and ship no JavaScript for it.
 */
export function SaveControl({ item, favorites }: { item: ContentCard; favorites?: Record<string, number> }) {
  const state = useContext(RenderContext);
  const path = state?.path ?? '/';
  if (!state?.user) {
    return (
      <a className="favorite-signin" href={signInHref(path)}>
        Sign in to save
      </a>
    );
  }
  const known = favorites ? { favoriteSeq: favorites[`${item.contentType}:${item.id}`] ?? null } : {};
  // "idle", not "visible": island roots are display: contents, which IntersectionObserver never sees.
  return (
    <Island
      name="favorite-toggle"
      hydrate="idle"
      props={{ contentId: item.id, contentType: item.contentType, title: item.title, returnTo: path, ...known }}
    />
  );
}

export function ContentList({ items, showCompany = true, favorites, firstIndex = 0, downloads = true, compare }: ContentListProps) {
  return (
    <>
      {downloads && items.some((i) => i.downloadUrl) && <PageScript name="download-analytics" />}
      <ul className="content-list">
        {items.map((item, index) => (
          <li key={item.id} className={item.declaration?.expired ? 'content-card content-card--expired' : 'content-card'}>
            {item.picture && (
              <a className="content-card__picture" href={item.url} tabIndex={-1}>
                <Picture className="result-thumb" src={item.picture.thumb} alt={item.picture.alt} width={96} height={72} index={firstIndex + index} />
              </a>
            )}
            <span className={`badge badge--${item.contentType}`}>{typeLabel(item.contentType)}</span>
            <h3 className="content-card__title">
              <a href={item.url}>{item.title}</a>
            </h3>
            {item.description && <p className="content-card__text">{item.description}</p>}
            {item.declaration && <DeclarationFacts declaration={item.declaration} />}
            <p className="content-card__meta">
              {showCompany && <span>{item.companyName}</span>}
              {item.section && <span>Section {item.section}</span>}
              {item.fileFormat && <span>{item.fileFormat.toUpperCase()}</span>}
              {item.fileSize !== null && <span>{fileSizeText(item.fileSize)}</span>}
              <time dateTime={item.publishedAt}>{item.publishedAt}</time>
            </p>
            <QualityBadge quality={item.quality} />
            {downloads && item.downloadUrl && (
              <a className="content-card__download" href={item.downloadUrl}>
                {`Download ${item.fileFormat?.toUpperCase() ?? 'file'}`}
                <span className="visually-hidden"> of {item.title}</span>
              </a>
            )}
            {compare && item.productSeq !== null && <CompareToggle seq={item.productSeq} title={item.title} tray={compare} />}
            <SaveControl item={item} favorites={favorites} />
          </li>
        ))}
      </ul>
    </>
  );
}
