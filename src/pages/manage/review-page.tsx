import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { MANAGE_FORMS, managePath, manageProductPath } from '../../domain/manage';
import type { ReviewItem } from '../../services/manage/review';
import type { SpecReviewItem } from '../../services/manage/spec-review';
import type { FormView } from '../account/form-parts';
import { FormMessage, Notice, PostButton } from './manage-parts';
import { SendBackForm } from './send-back-form';
import { SpecReviewItems } from './spec-review-items';

export interface ReviewPageProps {
  items: ReviewItem[];
  specs: SpecReviewItem[];
  /** The send-back form of a section that failed (its note missing), by section id. */
  failedSpec: { id: number; view: FormView } | null;
  /** The send-back form that failed (its note missing), by product id. */
  failed: { id: number; view: FormView } | null;
  notice: string | null;
}

/** /manage/review (administrators): submitted changes, each field before → after, published or sent back with a note. */
export function ReviewPage({ items, specs, failed, failedSpec, notice }: ReviewPageProps) {
  return (
    <div className="manage-page">
      <Breadcrumbs items={[{ label: 'Manufacturers’ workspace', href: '/manage' }, { label: 'Review queue' }]} />
      <h1>Review queue</h1>
      <Notice text={notice} />
      <FormMessage message={failed?.view.message ?? failedSpec?.view.message} />
      {items.length === 0 && specs.length === 0 && <p>Nothing waits for review.</p>}
      {items.map((item) => (
        <section key={item.id} aria-labelledby={`review-${item.id}`} className="review-item">
          <h2 id={`review-${item.id}`}>
            {item.name} <span className="review-item__company">— <a href={managePath(item.coid)}>{item.companyName}</a></span>
          </h2>
          <p>
            {item.firstPublication ? 'A new product.' : 'A change to a published product.'} Submitted {item.submittedAt.replace('T', ' ').replace('Z', ' UTC')}.
          </p>
          <DataTable caption={`Changes to ${item.name}`} columns={['Field', 'On the site', 'After publishing']}>
            {item.lines.map((line) => (
              <tr key={line.field}>
                <th scope="row">{line.label}</th>
                <td>{line.before ?? '—'}</td>
                <td>{line.after ?? '—'}</td>
              </tr>
            ))}
          </DataTable>
          <div className="manage-steps">
            <PostButton action={`${manageProductPath(item.coid, item.id)}/publish`} name="from" value="review" label={`Publish ${item.name}`} />
          </div>
          <SendBackForm action={`${manageProductPath(item.coid, item.id)}/send-back`} form={MANAGE_FORMS.review} hidden={{ name: 'product', value: item.id }} view={failed?.id === item.id ? failed.view : null} />
        </section>
      ))}
      <SpecReviewItems items={specs} failed={failedSpec} />
    </div>
  );
}
