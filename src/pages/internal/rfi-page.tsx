import { HoneypotField } from '../../components/honeypot-field';
import { InternalBanner } from './internal-banner';

export interface RfiPageProps {
  companies: { coid: number; name: string }[];
}

/**
 * /rfi: a plain form that posts a request for information to a manufacturer through
 * POST /api/manufacturers/email-request; the browser then shows the API's JSON answer.
 */
export function RfiPage({ companies }: RfiPageProps) {
  return (
    <>
      <h1>Request for information test</h1>
      <InternalBanner />
      <p>
        Sends a real request: it is stored and mailed to the manufacturer (or kept in the outbox without SMTP). The answer is the API&rsquo;s
        JSON, <code>{'{"received":true}'}</code>, or an error naming the field.
      </p>
      <form className="form-panel" method="post" action="/api/manufacturers/email-request">
        <div className="field">
          <label htmlFor="rfi-coid">Manufacturer</label>
          <select id="rfi-coid" name="coid" required>
            {companies.map((company) => (
              <option key={company.coid} value={company.coid}>
                {company.name} ({company.coid})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rfi-name">Name</label>
          <input id="rfi-name" name="name" autoComplete="name" required maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="rfi-email">Email address</label>
          <input id="rfi-email" name="email" type="email" autoComplete="email" required maxLength={320} />
        </div>
        <div className="field">
          <label htmlFor="rfi-phone">
            Phone<span className="field__optional"> (optional)</span>
          </label>
          <input id="rfi-phone" name="phone" type="tel" autoComplete="tel-national" maxLength={40} />
        </div>
        <div className="field">
          <label htmlFor="rfi-message">Message</label>
          <textarea id="rfi-message" name="message" rows={5} required maxLength={5000} />
        </div>
        <HoneypotField />
        <button type="submit" className="button">
          Send the request
        </button>
      </form>
    </>
  );
}
