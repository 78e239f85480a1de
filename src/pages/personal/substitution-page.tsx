import type { Project } from '../../services/personal/char-projects';
import type { SubstitutionReview } from '../../services/personal/substitutions/reviews';
import { DataTable } from '../../components/data-table';
import { DateText, PersonalFrame } from './personal-frame';

export interface SubstitutionPageProps {
  project: Project;
  review: SubstitutionReview;
}

const VERDICT_LABELS = { meets: 'Meets', below: 'Below', missing: 'Missing', different: 'Different' } as const;

/** /account/projects/{id}/substitutions/{sid}: one review, row by row, with its DOCX and PDF. */
export function SubstitutionPage({ project, review }: SubstitutionPageProps) {
  const c = review.counts;
  return (
    <PersonalFrame
      title={`Substitution review: ${review.substitute.name}`}
      section="/account/projects"
      crumbs={[
        { label: project.name, href: `/account/projects/${project.seq}` },
        { label: 'Substitution reviews', href: `/account/projects/${project.seq}/substitutions` },
        { label: `Review ${review.id}` },
      ]}
    >
      <dl className="facts">
        <dt>Basis of design</dt>
        <dd>
          <a href={`/product/${review.basis.seq}`}>{review.basis.name}</a>
        </dd>
        <dt>Proposed substitute</dt>
        <dd>
          <a href={`/product/${review.substitute.seq}`}>{review.substitute.name}</a>
        </dd>
        <dt>Section</dt>
        <dd>{review.section}</dd>
        <dt>Reviewed</dt>
        <dd>
          <DateText iso={review.createdAt} />
          {review.createdBy ? ` by ${review.createdBy}` : ''}
        </dd>
      </dl>
      <p className="summary">
        {c.meets} meet, {c.below} below, {c.missing} missing, {c.different} different of {review.rows.length} rows.
      </p>
      <p>
        <a href={review.document.docx} download>
          Download as Word (DOCX)
        </a>{' '}
        ·{' '}
        <a href={review.document.pdf} download>
          Download as PDF
        </a>
      </p>
      <DataTable caption="Each row against the basis of design" columns={['Property', 'Basis of design', 'Substitute', 'Verdict']}>
        {review.rows.map((r) => (
          <tr key={r.key} className={`verdict verdict--${r.verdict}`}>
            <th scope="row">{r.property}</th>
            <td>{r.basis ?? 'Not stated'}</td>
            <td>{r.substitute ?? 'Not stated'}</td>
            <td>{VERDICT_LABELS[r.verdict]}</td>
          </tr>
        ))}
      </DataTable>
      <p className="muted">
        Meets: at least what the basis states (fire rating, STC, R-value and warranty higher; U-factor and GWP lower; other properties the same value). Below: worse
        where a direction is better, or lacking standards the basis is tested to. Missing: the basis states it, the substitute does not. Different: both state it
        differently and neither is better; GWP per a different declared unit is only different.
      </p>
    </PersonalFrame>
  );
}
