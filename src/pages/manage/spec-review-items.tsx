import { DataTable } from '../../components/data-table';
import { MANAGE_FORMS, managePath, manageSpecPath } from '../../domain/manage';
import type { SpecReviewItem } from '../../services/manage/spec-review';
import type { FormView } from '../account/form-parts';
import { PostButton } from './manage-parts';
import { SendBackForm } from './send-back-form';

/** Submitted specification sections in the review queue: each changed paragraph before → after, and a publish button and a send-back form with a note. */
export function SpecReviewItems({ items, failed }: { items: SpecReviewItem[]; failed: { id: number; view: FormView } | null }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="spec-review-title">
      <h2 id="spec-review-title">Specification sections</h2>
      {items.map((item) => (
        <section key={item.id} aria-labelledby={`spec-review-${item.id}`} className="review-item">
          <h3 id={`spec-review-${item.id}`}>
            <a href={manageSpecPath(item.coid, item.id)}>{`${item.section} ${item.title}`}</a>{' '}
            <span className="review-item__company">
              — <a href={managePath(item.coid)}>{item.companyName}</a>
            </span>
          </h3>
          <p>Submitted {item.submittedAt.replace('T', ' ').replace('Z', ' UTC')}.</p>
          <DataTable caption={`Changed paragraphs of ${item.section}`} columns={['Paragraph', 'On the site', 'After publishing']}>
            {item.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td className="review-text">{line.before ?? '—'}</td>
                <td className="review-text">{line.after ?? '—'}</td>
              </tr>
            ))}
          </DataTable>
          <div className="manage-steps">
            <PostButton action={`${manageSpecPath(item.coid, item.id)}/publish`} name="from" value="review" label={`Publish section ${item.section}`} />
          </div>
          <SendBackForm action={`${manageSpecPath(item.coid, item.id)}/send-back`} form={MANAGE_FORMS.specReview} hidden={{ name: 'spec', value: item.id }} view={failed?.id === item.id ? failed.view : null} />
        </section>
      ))}
    </section>
  );
}
