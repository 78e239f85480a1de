interface DivisionChoice {
  division: string;
  title: string;
  count: number;
  href: string;
  selected: boolean;
}

interface DivisionFilterProps {
  label: string;
  all: { href: string; count: number; selected: boolean };
  choices: DivisionChoice[];
  /** Several divisions can be chosen at once: a chosen one's link removes it. */
  multiple?: boolean;
}

/** MasterFormat divisions as filter links with their counts. */
export function DivisionFilter({ label, all, choices, multiple = false }: DivisionFilterProps) {
  return (
    <nav className="type-filter type-filter--inline division-filter" aria-label={label}>
      <ul>
        <li>
          <a href={all.href} aria-current={all.selected ? 'page' : undefined}>
            All divisions <span className="count">{all.count}</span>
          </a>
        </li>
        {choices.map((c) => (
          <li key={c.division}>
            <a href={c.href} aria-current={c.selected ? (multiple ? 'true' : 'page') : undefined}>
              <span className="division-filter__number">{c.division}</span> {c.title} <span className="count">{c.count}</span>
              {multiple && c.selected && <span className="visually-hidden"> (chosen; follow to remove)</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
