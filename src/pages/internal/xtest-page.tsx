import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataLink } from '../../components/data-link';
import { Pagination } from '../../components/pagination';
import type { DataLink as Link } from '../../services/link-policy';
import type { FormView } from '../account/form-parts';
import { ErrorSummary, Field, Notice } from '../account/form-parts';
import { InternalBanner } from './internal-banner';

interface NavigationSample {
  href: string;
  /** The rule's verdict: the link to render, or the reason it was refused. */
  link: Link | null;
  verdict: string;
}

export interface XtestPageProps {
  samples: NavigationSample[];
}

const SAMPLE_FORM: FormView = { values: { phone: '555-010-0199' }, errors: { phone: 'Phone numbers starting with 555 are not accepted' } };
const PHONE = { name: 'phone', label: 'Phone', type: 'tel' as const, autoComplete: 'off', hint: 'A 10-digit US number.' };

/** /xtest: the shared pieces in one place (type, buttons, notices, form errors, paging) and the external-navigation rule at work. */
export function XtestPage({ samples }: XtestPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Component test' }]} />
      <h1>Component test page</h1>
      <InternalBanner />
      <section aria-labelledby="xtest-nav">
        <h2 id="xtest-nav">External navigation</h2>
        <p>Each address below goes through the navigation rule with this site&rsquo;s content allow-list; refused ones show as text.</p>
        <table>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Rendered</th>
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {samples.map((sample) => (
              <tr key={sample.href}>
                <td>
                  <code>{sample.href}</code>
                </td>
                <td>
                  <DataLink link={sample.link}>sample link</DataLink>
                </td>
                <td>{sample.verdict}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="xtest-type">
        <h2 id="xtest-type">Text and buttons</h2>
        <p className="lead">A lead paragraph introduces a page.</p>
        <p>
          Body text with <a href="/about">a link</a>, <strong>strong</strong> and <em>emphasis</em>.
        </p>
        <ul>
          <li>A list item</li>
          <li>Another list item</li>
        </ul>
        <p>
          <a className="button" href="/xtest">
            Button
          </a>{' '}
          <a className="button button--secondary" href="/xtest">
            Secondary
          </a>{' '}
          <a className="button button--quiet" href="/xtest">
            Quiet
          </a>
        </p>
        <Notice>A notice after a form was saved.</Notice>
      </section>
      <section aria-labelledby="xtest-form">
        <h2 id="xtest-form">A field with an error</h2>
        <form action="/xtest" method="get" noValidate>
          <ErrorSummary form="xtest" view={SAMPLE_FORM} fields={[PHONE]} />
          <Field form="xtest" spec={PHONE} view={SAMPLE_FORM} />
        </form>
      </section>
      <section aria-labelledby="xtest-pages">
        <h2 id="xtest-pages">Paging</h2>
        <Pagination page={3} pageCount={9} hrefFor={(page) => `/xtest?page=${page}`} />
      </section>
    </>
  );
}
