import { Breadcrumbs } from '../../components/breadcrumbs';
import { MANAGE_FORMS, managePath, manageSpecPath, manageSpecsPath } from '../../domain/manage';
import type { SpecBody } from '../../domain/spec-document';
import type { WorkspaceSpec } from '../../services/manage/spec-drafts';
import type { FormView } from '../account/form-parts';
import { fieldId } from '../account/form-parts';
import { SpecSection } from '../specs/spec-section';
import { FormMessage, Notice, PostButton, StateChip } from './manage-parts';

export interface SpecEditorPageProps {
  company: { coid: number; name: string; trusted: boolean };
  spec: WorkspaceSpec;
  /** The saved text (the waiting edit, else the public one), as the preview shows it. */
  body: SpecBody;
  form: FormView;
  canPublish: boolean;
  message: string | undefined;
  notice: string | null;
}

function NotationHelp() {
  return (
    <details className="spec-notation-help">
      <summary>How to write the section</summary>
      <ul>
        <li>
          The first line: <code>SECTION 08 11 13 – Title</code> (the number stays); each part: <code>PART 2 – PRODUCTS</code>; each article:{' '}
          <code>2.1 MANUFACTURERS</code>.
        </li>
        <li>
          One line per paragraph: <code>A. Text</code>, with <code>[____]</code> for a value the specifier fills in.
        </li>
        <li>
          Under a paragraph: <code>1. [First | Second]</code> for alternatives to choose from, <code>NOTE: …</code> for an editor’s note,{' '}
          <code>WHEN: p-1-4-C-1</code> for the paragraph or option it depends on, <code>ID: …</code> to keep an id the spec wizard knows.
        </li>
        <li>A paragraph’s id follows its numbers: inserting a paragraph re-letters the ones after it, so keep an existing paragraph’s old id with <code>ID:</code> when saved wizard projects should keep pointing at it.</li>
      </ul>
    </details>
  );
}

/** /manage/{coid}/specs/{id}: the section's text in the notation, saved as a draft, with our formatted preview. */
export function SpecEditorPage({ company, spec, body, form, canPublish, message, notice }: SpecEditorPageProps) {
  const path = manageSpecPath(company.coid, spec.id);
  const id = fieldId(MANAGE_FORMS.spec, 'text');
  const error = form.errors.text;
  return (
    <div className="manage-page spec-editor-page">
      <Breadcrumbs
        items={[
          { label: 'Manufacturers’ workspace', href: '/manage' },
          { label: company.name, href: managePath(company.coid) },
          { label: 'Specification sections', href: manageSpecsPath(company.coid) },
          { label: spec.section },
        ]}
      />
      <h1>
        {`${spec.section} ${spec.title}`} <StateChip state={spec.state} changePending={spec.changePending && spec.state === 'published'} />
      </h1>
      <Notice text={notice} />
      <FormMessage message={message ?? form.message} />
      <div className="manage-steps">
        {spec.changePending && spec.state === 'draft' && <PostButton action={`${path}/submit`} label="Submit for review" />}
        {spec.changePending && canPublish && <PostButton action={`${path}/publish`} label="Publish" />}
      </div>
      <div className="spec-editor">
        <form method="post" action={path} noValidate className={error ? 'field field--error spec-editor__form' : 'field spec-editor__form'}>
          <label htmlFor={id}>Section text</label>
          <NotationHelp />
          {error && (
            <div id={`${id}-error`} className="field__error" role="alert">
              <span className="visually-hidden">Error: </span>
              <ul>
                {error.split('\n').map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <textarea
            id={id}
            name="text"
            rows={30}
            spellCheck
            className="spec-editor__text"
            defaultValue={form.values.text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit">Save as draft</button>
        </form>
        <section aria-labelledby="preview-title" className="spec-editor__preview spec-reader">
          <h2 id="preview-title">Preview of the saved text</h2>
          <p className="spec-header__title">{`SECTION ${body.section} – ${body.title.toUpperCase()}`}</p>
          <SpecSection body={body} noteLabel="Editor’s note" />
        </section>
      </div>
    </div>
  );
}
