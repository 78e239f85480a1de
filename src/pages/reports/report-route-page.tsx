import type { ReportPageProps } from './report-page';
import { ReportPage } from './report-page';

export type ReportRoutePageProps = ({ state: 'report' } & ReportPageProps) | { state: 'invalid' };

/** A report link that does not open says only that (not which part of it was wrong), and offers sign-in. */
export function ReportLinkInvalid() {
  return (
    <section className="error-page">
      <h1>This report link is not valid.</h1>
      <p>
        Check that the whole link was copied, or <a href="/signin">sign in</a> with the account linked to your company to see
        your reports.
      </p>
    </section>
  );
}

export function ReportRoutePage(props: ReportRoutePageProps) {
  return props.state === 'invalid' ? <ReportLinkInvalid /> : <ReportPage {...props} />;
}
