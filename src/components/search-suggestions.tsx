import { sectionSlug } from '../domain/csi';
import { termsToSlug } from '../domain/slug';
import type { SearchSuggestions } from '../services/search-suggestions';

/** What a search that found nothing offers instead: other words, the nearest CSI sections and their divisions. */
export function SearchSuggestionList({ suggestions }: { suggestions: SearchSuggestions }) {
  const divisions = [...new Map(suggestions.sections.map((s) => [s.division, s.divisionTitle])).entries()];
  return (
    <>
      {suggestions.terms.length > 0 && (
        <p>
          {'Try '}
          {suggestions.terms.map((terms, i) => (
            <span key={terms}>
              {i > 0 && ', '}
              <a href={`/search/${termsToSlug(terms)}`}>{terms}</a>
            </span>
          ))}
          .
        </p>
      )}
      {suggestions.sections.length > 0 && (
        <>
          <h2>Nearest CSI sections</h2>
          <ul className="suggested-sections">
            {suggestions.sections.map((s) => (
              <li key={s.section}>
                <a href={`/content-type/product/${s.division}/${sectionSlug(s.section)}`}>
                  {`${s.section} ${s.title}`}
                </a>
              </li>
            ))}
          </ul>
          <p>
            {'Or browse '}
            {divisions.map(([division, title], i) => (
              <span key={division}>
                {i > 0 && ', '}
                <a href={`/content-type/product/${division}`}>
                  {`Division ${division} – ${title}`}
                </a>
              </span>
            ))}
            .
          </p>
        </>
      )}
    </>
  );
}
