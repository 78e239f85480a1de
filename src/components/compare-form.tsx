import type { ReactNode } from 'react';
import { COMPARE_MAX, COMPARE_MIN } from '../domain/product-compare';
import { PageScript } from './page-script';

/**
 * The form's button and hint. `counted`: the compare-tray script counts the ticks on the button and says when a
 * fifth is refused, for pages that ship script anyway (search); elsewhere /compare answers a fifth with a message.
 */
function CompareActions({ hint, counted = false }: { hint: string; counted?: boolean }) {
  return (
    <>
      {counted && <PageScript name="compare-tray" />}
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
 * A compare form that does not wrap its list: for lists whose cards hold forms of their own (Save
 * toggles), which may not nest. The cards' checkboxes join it through their `form` attribute.
 */
export function DetachedCompareForm({ id, back, counted = false }: { id: string; back: string; counted?: boolean }) {
  return (
    <form id={id} className="compare-form" method="get" action="/compare">
      <input type="hidden" name="back" value={back} />
      <CompareActions hint={`Tick ${COMPARE_MIN} to ${COMPARE_MAX} products, of any manufacturers.`} counted={counted} />
    </form>
  );
}
