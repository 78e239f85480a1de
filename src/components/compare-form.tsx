import type { ReactNode } from 'react';
import { COMPARE_MAX, COMPARE_MIN } from '../domain/product-compare';

/**
 * The "Compare" action of a product listing: a GET form around the list whose checkboxes
 * (CompareCheckbox) send `ids` to /compare, which redirects to the comparison page. No script.
 */
export function CompareForm({ company, back, children }: { company?: number; back: string; children: ReactNode }) {
  return (
    <form className="compare-form" method="get" action="/compare">
      {company !== undefined && <input type="hidden" name="company" value={company} />}
      <input type="hidden" name="back" value={back} />
      {children}
      <p className="compare-form__actions">
        <button type="submit">Compare selected products</button>{' '}
        <span className="compare-form__hint">
          Tick {COMPARE_MIN} to {COMPARE_MAX} products.
        </span>
      </p>
    </form>
  );
}

export function CompareCheckbox({ seq, name }: { seq: number; name: string }) {
  return (
    <label className="compare-check">
      <input type="checkbox" name="ids" value={seq} /> Compare<span className="visually-hidden"> {name}</span>
    </label>
  );
}
