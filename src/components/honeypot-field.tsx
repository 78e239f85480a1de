import { HONEYPOT_FIELD } from '../domain/form-fields';

/**
 * The honeypot of visitors' forms: off screen, out of the tab order and ignored by autofill, so
 * only a bot that fills every field puts anything in it (the post is then dropped quietly).
 */
export function HoneypotField() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`trap-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`trap-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
