import type { ReactNode } from 'react';
import { COMPARE_MAX, COMPARE_MIN } from '../domain/product-compare';

/** The form's button and hint; /compare answers a fifth tick with a message saying what to change. */
function CompareActions({ hint }: { hint: string }) {
  return (
    <>
      <p className="compare-form__actions">
        <button type="submit" className="button button--secondary">
          Compare selected products
        </button>{' '}
        <span className="compare-form__hint">{hint}</span>
      </p>
      <p className="compare-form__message" role="status" />
    </>
  );
}

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
      <CompareActions hint={`Tick ${COMPARE_MIN} to ${COMPARE_MAX} products.`} />
    </form>
  );
}

/**
 * A product's compare checkbox, named "Compare {product}". `leading`: it stands before the product's
 * link in a list (one aligned column of boxes), so only screen readers need its words.
 */
export function CompareCheckbox({ seq, name, leading = false, form }: { seq: number; name: string; leading?: boolean; form?: string }) {
  return (
    <label className={leading ? 'compare-check compare-check--leading' : 'compare-check'}>
      <input type="checkbox" name="ids" value={seq} form={form} />
      {leading ? <span className="visually-hidden">Compare {name}</span> : <> Compare<span className="visually-hidden"> {name}</span></>}
    </label>
  );
}

/**
 * A compare form that does not wrap its list: for lists whose cards hold forms of their own, which may not nest.
 * The cards' checkboxes join it through their `form` attribute.
 */
export function DetachedCompareForm({ id, back }: { id: string; back: string }) {
  return (
    <form id={id} className="compare-form" method="get" action="/compare">
      <input type="hidden" name="back" value={back} />
      <CompareActions hint={`Tick ${COMPARE_MIN} to ${COMPARE_MAX} products, of any manufacturers.`} />
    </form>
  );
}
