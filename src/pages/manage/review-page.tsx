import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { MANAGE_FORMS, managePath, manageProductPath } from '../../domain/manage';
import type { CompanyChange } from '../../services/manage/company-changes';
import type { ReviewItem } from '../../services/manage/review';
import type { VersionReviewItem } from '../../services/uploads/version-review';
import { ChangeTable } from './company-change-parts';
import type { SpecReviewItem } from '../../services/manage/spec-review';
import type { FormView } from '../account/form-parts';
import { FormMessage, Notice, PostButton } from './manage-parts';
import { SendBackForm } from './send-back-form';
import { SpecReviewItems } from './spec-review-items';

export interface ReviewPageProps {
  items: ReviewItem[];
  /** New versions of published documents waiting for review. */
  versions: VersionReviewItem[];
  /** Profiles and logos waiting, oldest first. */
  profiles: CompanyChange[];
  specs: SpecReviewItem[];
  /** The send-back form of a section that failed (its note missing), by section id. */
  failedSpec: { id: number; view: FormView } | null;
  /** The send-back form that failed (its note missing), by product id. */
  failed: { id: number; view: FormView } | null;
  /** A profile's send-back or publish that failed, by manufacturer. */
  failedProfile: { coid: number; view: FormView } | null;
  notice: string | null;
}

/** One new version of a published document: its quality report, its preview, and the button that publishes it. */
function VersionReview({ item }: { item: VersionReviewItem }) {
  const key = `${item.contentId}-${item.version}`;
  return (
    <section aria-labelledby={`version-${key}`} className="review-item">
      <h3 id={`version-${key}`}>
        {item.title}, version {item.version} <span className="review-item__company">— <a href={managePath(item.coid)}>{item.companyName}</a></span>
      </h3>
      <p>
        A new {item.filename.slice(item.filename.lastIndexOf('.') + 1).toUpperCase()} file for{' '}
        {item.productSeq ? <a href={manageProductPath(item.coid, item.productSeq)}>{item.productName}</a> : 'the manufacturer'}. Architects download{' '}
        {item.liveVersion ? `version ${item.liveVersion}` : 'no version'} until it is published. Submitted {item.submittedAt.replace('T', ' ').replace('Z', ' UTC')}.
      </p>
      <DataTable caption={`Quality report of ${item.filename}`} columns={['Check', 'Result', 'Message']}>
        {item.report.checks.map((check) => (
          <tr key={check.name}>
            <th scope="row">{check.name}</th>
            <td>{check.ok ? 'passed' : 'failed'}</td>
            <td>{check.message}</td>
          </tr>
        ))}
      </DataTable>
      <p>
        <a href={item.preview}>Preview of version {item.version}</a>
      </p>
      <div className="manage-steps">
        <PostButton action={`${managePath(item.coid)}/documents/${item.contentId}/versions/${item.version}/publish`} label={`Publish version ${item.version} of ${item.title}`} />
      </div>
    </section>
  );
}

/** The profiles and logos waiting: each field before → after, the logo as both images. */
function ProfileChanges({ profiles, failed }: { profiles: CompanyChange[]; failed: ReviewPageProps['failedProfile'] }) {
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby="profiles-title">
      <h2 id="profiles-title">Company profiles and logos</h2>
      {profiles.map((change) => (
        <section key={change.coid} aria-labelledby={`profile-${change.coid}`} className="review-item">
          <h3 id={`profile-${change.coid}`}>
            <a href={managePath(change.coid)}>{change.companyName}</a>
          </h3>
          <p>Submitted {change.submittedAt.replace('T', ' ').replace('Z', ' UTC')}.</p>
          <ChangeTable change={change} caption={`Changes to the profile of ${change.companyName}`} />
          <div className="manage-steps">
            <PostButton action={`${managePath(change.coid)}/profile/publish`} name="from" value="review" label={`Publish the profile of ${change.companyName}`} />
          </div>
          <SendBackForm action={`${managePath(change.coid)}/profile/send-back`} form={MANAGE_FORMS.profileReview} hidden={{ name: 'company', value: change.coid }} view={failed?.coid === change.coid ? failed.view : null} />
        </section>
      ))}
    </section>
  );
}

/** /manage/review (administrators): submitted changes, each field before → after, published or sent back with a note. */
export function ReviewPage({ items, versions, profiles, specs, failed, failedProfile, failedSpec, notice }: ReviewPageProps) {
  return (
    <div className="manage-page">
      <Breadcrumbs items={[{ label: 'Manufacturers’ workspace', href: '/manage' }, { label: 'Review queue' }]} />
      <h1>Review queue</h1>
      <Notice text={notice} />
      <FormMessage message={failed?.view.message ?? failedProfile?.view.message ?? failedSpec?.view.message} />
      {items.length === 0 && versions.length === 0 && profiles.length === 0 && specs.length === 0 && <p>Nothing waits for review.</p>}
      <ProfileChanges profiles={profiles} failed={failedProfile} />
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
      {versions.length > 0 && (
        <section aria-labelledby="review-versions">
          <h2 id="review-versions">New versions of published documents</h2>
          {versions.map((item) => (
            <VersionReview key={`${item.contentId}-${item.version}`} item={item} />
          ))}
        </section>
      )}
      <SpecReviewItems items={specs} failed={failedSpec} />
    </div>
  );
}
