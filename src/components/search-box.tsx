import { useEffect, useRef, useState } from 'react';
import { api } from '../client/api';
import type { KeyboardEvent } from 'react';

interface Suggestion {
  label: string;
  detail: string;
  url: string;
}

interface SearchBoxProps {
  /** Text already in the box (the current search). */
  initialTerms: string;
  /** Large variant for the home page hero. */
  size?: 'header' | 'hero';
}

const SUGGEST_DELAY_MS = 150;

/** The id of a search box's field: the phone header's search link targets it, so following the link focuses it. */
export function searchFieldId(size: 'header' | 'hero'): string {
  return `search-${size}-q`;
}

/**
 * The site search form. Without JavaScript it is a plain GET form that the server
 * turns into /search/{terms}; hydrated, it also offers suggestions as you type
 * (ARIA combobox with a listbox popup).
 */
export function SearchBox({ initialTerms, size = 'header' }: SearchBoxProps) {
  const [terms, setTerms] = useState(initialTerms);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  // Suggest only once the visitor types: a results page opens with its terms already in the box.
  const [typed, setTyped] = useState(false);
  // Not useId(): an island hydrates as its own root, so ids must not depend on tree position.
  const id = `search-${size}`;
  const listId = `${id}-suggestions`;
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const query = terms.trim();
    if (!typed || query.length < 2) {
      setSuggestions([]);
      return;
    }
    const lookUp = async () => {
      abort.current?.abort();
      abort.current = new AbortController();
      try {
        const result = await api<{ suggestions: Suggestion[] }>(
          `/api/suggest?q=${encodeURIComponent(query)}`,
          { signal: abort.current.signal },
        );
        setSuggestions(result.suggestions);
        setActive(-1);
        setOpen(true);
      } catch {
        // Suggestions are a convenience: on failure the form still submits.
      }
    };
    // void: lookUp catches its own failure.
    const timer = setTimeout(() => void lookUp(), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [terms, typed]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      window.location.assign(suggestions[active].url);
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <form className={`search-box search-box--${size}`} action="/search" method="get" role="search">
      <label htmlFor={searchFieldId(size)} className="visually-hidden">
        Search products, manufacturers and specifications
      </label>
      <input
        id={searchFieldId(size)}
        name="q"
        // type="text", not "search": the Nu checker allows role="combobox" only on a text input.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        value={terms}
        onChange={(e) => {
          setTyped(true);
          setTerms(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
        placeholder="Search products, CAD, BIM, specs…"
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
      />
      <button type="submit">Search</button>
      <ul id={listId} role="listbox" className="search-box__suggestions" hidden={!expanded} aria-label="Suggestions">
        {suggestions.map((s, i) => (
          <li key={s.url} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
            <a href={s.url}>
              <span className="search-box__label">{s.label}</span>
              <span className="search-box__detail">{s.detail}</span>
            </a>
          </li>
        ))}
      </ul>
    </form>
  );
}
