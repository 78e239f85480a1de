import type { SpecBody } from '../../domain/spec-document';
import { SpecSection } from './spec-section';

export interface FormattedSpecificationProps {
  body: SpecBody;
  number: string;
  companyName: string;
  /** The specification's main page. */
  back: string;
}

/**
 * The section laid out like a printed SectionFormat document (blank layout, serif type,
 * inch indents, "END OF SECTION"). Specifier notes show on screen and drop out in print.
 */
export function FormattedSpecificationPage({ body, number, companyName, back }: FormattedSpecificationProps) {
  return (
    <article className="spec-print">
      <p className="spec-print__toolbar">
        <a href={back}>Back to the specification page</a> · Print this page with your browser&rsquo;s Print command.
        Specifier notes are left out of the printout.
      </p>
      <header className="spec-print__header">
        <p className="spec-print__company">{companyName}</p>
        <h1>
          <span>{`SECTION ${number}`}</span> <span>{body.title.toUpperCase()}</span>
        </h1>
      </header>
      <SpecSection body={body} noteLabel="Specifier note" />
      <p className="spec-end">END OF SECTION</p>
    </article>
  );
}
