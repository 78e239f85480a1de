import { Breadcrumbs } from '../../components/breadcrumbs';
import type { YearCredits } from '../../domain/ce-credits';
import { creditLabel, formatCredits } from '../../domain/ce-credits';
import type { Completion } from '../../services/learning/completions';
import { AccountNav } from '../account/account-nav';
import { Notice } from '../account/form-parts';
import { DataTable } from '../../components/data-table';

export interface CeCreditsPageProps {
  completions: Completion[];
  years: YearCredits[];
  /** The course just passed, after a quiz. */
  passed: Completion | null;
}

function YearTable({ years }: { years: YearCredits[] }) {
  return (
    <DataTable caption="Credits per year" showCaption captionId="years-caption" columns={['Year', 'Courses', 'Learning units', 'Of which HSW']}>
      {years.map((y) => (
        <tr key={y.year}>
          <th scope="row">{y.year}</th>
          <td>{y.courses}</td>
          <td>{formatCredits(y.credits)}</td>
          <td>{formatCredits(y.hswCredits)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function CompletionTable({ completions }: { completions: Completion[] }) {
  return (
    <DataTable caption="Completed courses, newest first" showCaption captionId="courses-caption" columns={['Course', 'Completed', 'Credits', 'Provider and course number', 'Best score', 'Certificate']}>
      {completions.map((c) => (
        <tr key={c.seq}>
          <th scope="row">{c.ceuSeq !== null ? <a href={`/continuing-education/${c.ceuSeq}`}>{c.courseTitle}</a> : c.courseTitle}</th>
          <td>
            <time dateTime={c.completedAt}>{c.completedAt}</time>
          </td>
          <td>
            {creditLabel(c)}
          </td>
          <td>{[c.providerNumber, c.courseNumber].filter(Boolean).join(' / ') || '—'}</td>
          <td>{c.score}%</td>
          <td>
            <a href={`/account/ce-credits/${c.seq}/certificate.pdf`}>
              PDF<span className="visually-hidden"> certificate for {c.courseTitle}</span>
            </a>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** /account/ce-credits: the courses the user passed, credits per year and certificates. */
export function CeCreditsPage({ completions, years, passed }: CeCreditsPageProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Your account', href: '/account' }, { label: 'CE credits' }]} />
      <div className="account-layout">
        <AccountNav current="/account/ce-credits" />
        <section aria-labelledby="credits-title" className="personal-page">
          <h1 id="credits-title">Continuing education credits</h1>
          {passed && (
            <Notice>
              {`You passed “${passed.courseTitle}” (best score ${passed.score}%).`}{' '}
              <a href={`/account/ce-credits/${passed.seq}/certificate.pdf`}>Download the certificate (PDF)</a>.
            </Notice>
          )}
          {completions.length === 0 ? (
            <p className="empty-state">
              No courses completed yet. Choose a course from <a href="/continuing-education">continuing education</a>, read it or listen to
              its episode, then pass its quiz.
            </p>
          ) : (
            <>
              <YearTable years={years} />
              <CompletionTable completions={completions} />
              <p className="muted">
                Years follow the date you first passed each course (UTC). Report learning units to the AIA and your licensing board as
                their rules require.
              </p>
            </>
          )}
        </section>
      </div>
    </>
  );
}
