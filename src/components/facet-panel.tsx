import type { ReactNode } from 'react';
import type { FacetCounts, FacetFilters, FacetName, FacetValue } from '../domain/facets';
import { activeFacets, FACET_LABELS, FACET_NAMES, withFacets, withoutFacetValue } from '../domain/facets';
import { choiceFacet } from '../domain/choice-facets';

interface FacetPanelProps {
  /** The list's own address without facets: the form's action. */
  action: string;
  counts: FacetCounts;
  /** Query fields the form keeps (a non-default sort, ?exact=1). */
  keep?: Record<string, string | undefined>;
  /** Said under the heading when the counts cover only part of the matches. */
  note?: string;
  /** Shown first, outside the form (the content type links). */
  children?: ReactNode;
}

/** "12 results", read after the value's name; the number alone is shown. */
function ValueCount({ count }: { count: number }) {
  return (
    <span className="count">
      {count}
      <span className="visually-hidden">{count === 1 ? ' result' : ' results'}</span>
    </span>
  );
}

function FacetOption({ facet, value }: { facet: FacetName; value: FacetValue }) {
  const id = `facet-${facet}-${value.value.replace(/[^A-Za-z0-9-]/g, '-')}`;
  return (
    <li>
      <input id={id} type="checkbox" name={facet} value={value.value} defaultChecked={value.selected} />
      <label htmlFor={id}>
        <span className="facet__label">{value.label}</span> <ValueCount count={value.count} />
      </label>
    </li>
  );
}

/** One facet as a fieldset of checkboxes: its values are alternatives. */
function FacetFieldset({ facet, values }: { facet: FacetName; values: FacetValue[] }) {
  return (
    <fieldset className="facet">
      <legend>{FACET_LABELS[facet]}</legend>
      <ul>
        {values.map((value) => (
          <FacetOption key={value.value} facet={facet} value={value} />
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The filters of a result list: a GET form of checkboxes per facet with an Apply button, working without
 * JavaScript. Folded into a <details> on phones; open beside the results on wide screens (site.css).
 */
/** A broad list touches dozens of product families: their record's choices are offered for the commonest few. */
const CHOICE_GROUPS_OFFERED = 6;

/**
 * The facets the panel offers, in panel order: every fixed facet with values, and the record's choice facets that
 * cover the most listed items (CHOICE_GROUPS_OFFERED of them) or hold a choice. A search for "style" lists products
 * of 60 families; 57 groups of checkboxes were 75 KB of its page and no help to anyone.
 */
function offeredFacets(counts: FacetCounts): FacetName[] {
  const withValues = FACET_NAMES.filter((facet) => (counts[facet]?.length ?? 0) > 0);
  const coverage = (facet: FacetName) => counts[facet]!.reduce((n, v) => n + v.count, 0);
  const isChoice = (facet: FacetName) => choiceFacet(facet) !== undefined;
  const choices = withValues.filter(isChoice);
  const kept = new Set(
    [...choices]
      .sort((a, b) => coverage(b) - coverage(a))
      .slice(0, CHOICE_GROUPS_OFFERED)
      .concat(choices.filter((facet) => counts[facet]!.some((v) => v.selected))),
  );
  return withValues.filter((facet) => !isChoice(facet) || kept.has(facet));
}

export function FacetPanel({ action, counts, keep = {}, note, children }: FacetPanelProps) {
  const chosen = FACET_NAMES.reduce((n, facet) => n + (counts[facet]?.filter((v) => v.selected).length ?? 0), 0);
  const offered = offeredFacets(counts);
  return (
    <aside className="facets" aria-label="Filters">
      {children}
      <details className="facets__fold">
        <summary>
          Filter results{chosen > 0 && <span className="facets__chosen"> ({chosen} chosen)</span>}
        </summary>
        <form className="facets__form" method="get" action={action}>
          {note && <p className="facets__note">{note}</p>}
          {Object.entries(keep).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
          {offered.map((facet) => (
            <FacetFieldset key={facet} facet={facet} values={counts[facet]!} />
          ))}
          <button type="submit" className="button">
            Apply filters
          </button>
        </form>
      </details>
    </aside>
  );
}

/**
 * The chosen filters as removable chips, each a link to the same list without it, and "Clear all".
 * `path` is the list's address with any non-facet query (sort) it keeps.
 */
export function ActiveFilters({ filters, counts, path, clearHref }: { filters: FacetFilters; counts: FacetCounts; path: string; clearHref: string }) {
  const active = activeFacets(filters);
  if (active.length === 0) return null;
  return (
    <div className="facet-chips">
      <span id="facet-chips-label">Filtered by</span>
      <ul aria-labelledby="facet-chips-label">
        {active.map(({ facet, value }) => {
          const label = counts[facet]?.find((v) => v.value === value)?.label ?? value;
          return (
            <li key={`${facet}:${value}`}>
              <a className="chip" href={withFacets(path, withoutFacetValue(filters, facet, value))} rel="nofollow">
                <span className="visually-hidden">Remove {FACET_LABELS[facet]}: </span>
                {label}
                <span aria-hidden="true"> ×</span>
              </a>
            </li>
          );
        })}
        <li>
          <a className="facet-chips__clear" href={clearHref}>
            Clear all filters
          </a>
        </li>
      </ul>
    </div>
  );
}
