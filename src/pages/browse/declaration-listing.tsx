import { CONTENT_TYPE_LABELS } from '../../domain/content-types';
import { formatSort } from '../../domain/sort';
import { SortedListing } from './listing-pages';
import type { SortField } from '../../components/sort-links';
import type { DeclarationKind, DisclosureLevel, ValidityFilter } from '../../domain/declarations';
import type { DeclaredUnitId } from '../../domain/product-data/declared-units';
import { DECLARED_UNIT_IDS, DECLARED_UNITS } from '../../domain/product-data/declared-units';
import type { SortState } from '../../domain/sort';
import type { ContentCard } from '../../services/content-items';
import type { Page } from '../../services/pagination';
import { ContentList } from '../../components/content-list';
import type { ListingFacetsProps } from '../../components/listing-facets';
import { FacetedListing, FacetHiddenFields } from '../../components/listing-facets';

/** A filtered, sorted list of EPDs or HPDs as the pages show it. */
export interface DeclarationListingProps {
  kind: DeclarationKind;
  items: Page<ContentCard>;
  filter: { valid: ValidityFilter; declaredUnit?: DeclaredUnitId; gwpMax?: number; level?: DisclosureLevel };
  sort: SortState;
  sortFields: readonly SortField[];
  /** The list's own path (the filter form's action). */
  path: string;
  /** The path with the chosen filters and facets: sort and page links start from it. */
  filteredPath: string;
  /** Manufacturer, CSI and date facets with their counts. */
  facets: ListingFacetsProps;
}

const VALIDITY_CHOICES = [
  ['all', 'All'],
  ['current', 'Current'],
  ['expired', 'Expired'],
] as const;

/** The GET form of a declarations list: validity, then the highest GWP (EPDs) or the disclosure level (HPDs). */
function FilterForm({ kind, filter, sort, sortFields, path, facets }: DeclarationListingProps) {
  const id = (name: string) => `declaration-${name}`;
  const isDefaultSort = sort.field === sortFields[0].field && sort.direction === sortFields[0].defaultDirection;
  const filtered = filter.valid !== 'all' || filter.declaredUnit !== undefined || filter.gwpMax !== undefined || filter.level !== undefined;
  return (
    <form className="declaration-filter" method="get" action={path} aria-label={`Filter ${CONTENT_TYPE_LABELS[kind].plural.toLowerCase()}`}>
      <fieldset className="declaration-filter__validity">
        <legend>Validity</legend>
        {VALIDITY_CHOICES.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="valid" value={value} defaultChecked={filter.valid === value} /> {label}
          </label>
        ))}
      </fieldset>
      {kind === 'epd' ? (
        <>
          <p className="declaration-filter__field">
            <label htmlFor={id('declared-unit')}>Declared unit</label>
            <select id={id('declared-unit')} name="declaredUnit" defaultValue={filter.declaredUnit ?? ''}>
              <option value="">Any</option>
              {DECLARED_UNIT_IDS.map((unit) => (
                <option key={unit} value={unit}>
                  {DECLARED_UNITS[unit].text}
                </option>
              ))}
            </select>
          </p>
          <p className="declaration-filter__field">
            <label htmlFor={id('gwp-max')}>
              Highest GWP <span className="declaration-filter__unit">(kg CO2e per the declared unit chosen)</span>
            </label>
            <input id={id('gwp-max')} name="gwpMax" type="number" inputMode="decimal" min="0" step="any" defaultValue={filter.gwpMax ?? ''} />
          </p>
        </>
      ) : (
        <p className="declaration-filter__field">
          <label htmlFor={id('level')}>Disclosure level</label>
          <select id={id('level')} name="level" defaultValue={filter.level ?? ''}>
            <option value="">Any</option>
            <option value="full">Full disclosure</option>
            <option value="partial">Partial disclosure</option>
          </select>
        </p>
      )}
      {!isDefaultSort && <input type="hidden" name="sort" value={formatSort(sort)} />}
      <FacetHiddenFields filters={facets.filters} />
      <p className="declaration-filter__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        {filtered && <a href={path}>Clear filters</a>}
      </p>
    </form>
  );
}

/** Filters, sort choices, the cards with their facts, and the pages of an EPD or HPD list. */
export function DeclarationListing(props: DeclarationListingProps & { heading?: string; showCompany?: boolean }) {
  const { items, sort, sortFields, filteredPath, path, heading, showCompany = true, filter } = props;
  const label = CONTENT_TYPE_LABELS[props.kind];
  const noun = (items.total === 1 ? label.singular : label.plural).toLowerCase();
  const isDefaultSort = sort.field === sortFields[0].field && sort.direction === sortFields[0].defaultDirection;
  const keep = {
    valid: filter.valid === 'all' ? undefined : filter.valid,
    declaredUnit: filter.declaredUnit,
    gwpMax: filter.gwpMax?.toString(),
    level: filter.level,
    sort: isDefaultSort ? undefined : formatSort(sort),
  };
  return (
    <section className="declaration-listing" aria-labelledby={heading ? 'declaration-listing-heading' : undefined}>
      {heading && <h2 id="declaration-listing-heading">{heading}</h2>}
      <FilterForm {...props} />
      <FacetedListing facets={props.facets} keep={keep}>
        <SortedListing
          page={items}
          basePath={filteredPath}
          sort={sort}
          fields={sortFields}
          count={
            <>
              {items.total} {noun}
              {filteredPath !== path && (items.total === 1 ? ' matches these filters' : ' match these filters')}
            </>
          }
          empty={<>Nothing matches these filters. <a href={path}>Show all {label.plural.toLowerCase()}</a>.</>}
        >
          <ContentList items={items.items} showCompany={showCompany} />
        </SortedListing>
      </FacetedListing>
    </section>
  );
}
