import { Breadcrumbs } from '../../components/breadcrumbs';
import type { FieldSpec, FormView } from '../account/form-parts';
import { GuestForm, Notice } from '../account/form-parts';
import type { EditorialSection } from './editorial-nav';
import { EDITORIAL_SECTIONS, EditorialNav } from './editorial-nav';

export interface GuestRequestPageProps {
  kind: EditorialSection;
  /** The form's own path (it posts there). */
  path: string;
  sent: boolean;
  form: FormView;
  honeypot: string;
}

const TEXT = {
  podcast: {
    title: 'Be a guest on the podcast',
    lead: 'We talk with people who design, specify, test and build: architects, specifiers, consultants, code officials and manufacturers’ technical staff. Tell us what you would like to talk about and why it matters to specifiers.',
    topic: { label: 'Proposed subject', hint: 'One line, e.g. “Detailing mass timber for fire resistance”.' },
    message: { label: 'What would you talk about?', hint: 'A few sentences on the subject, your experience with it and any projects you could discuss.' },
    after: 'Our editors read every request. Manufacturers are welcome, but episodes are conversations, not advertisements.',
    sentText: 'Thank you: your request reached our editors. We aim to answer every request within two weeks.',
  },
  'blog-post': {
    title: 'Write a guest post',
    lead: 'Share what you have learned about products, standards and specifications with other architects. Send us a proposal first; we will agree the outline with you before you write.',
    topic: { label: 'Proposed title', hint: 'One line, e.g. “Five submittal mistakes we stopped making”.' },
    message: { label: 'Outline', hint: 'The main points of the post and who it is for. A draft is welcome but not needed.' },
    after: 'Posts are practical and independent: no product promotion. We edit for length and clarity and send you the edited text before it is published.',
    sentText: 'Thank you: your proposal reached our editors. We aim to answer every proposal within two weeks.',
  },
} as const;

export function guestRequestTitle(kind: EditorialSection): string {
  return TEXT[kind].title;
}

function fieldsOf(kind: EditorialSection): FieldSpec[] {
  const text = TEXT[kind];
  return [
    { name: 'name', label: 'Your name', autoComplete: 'name', required: true, maxLength: 100 },
    { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', required: true, maxLength: 320 },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel-national', hint: 'A 10-digit US number, e.g. (312) 482-0100.', maxLength: 40 },
    { name: 'company', label: 'Firm or company', autoComplete: 'organization', maxLength: 150 },
    { name: 'website', label: 'Website', type: 'url', autoComplete: 'url', maxLength: 300 },
    { name: 'topic', label: text.topic.label, hint: text.topic.hint, autoComplete: 'off', required: true, maxLength: 200 },
    { name: 'message', label: text.message.label, hint: text.message.hint, autoComplete: 'off', required: true, maxLength: 5000, rows: 8 },
  ];
}

/** /podcast/guest and /blog-post/guest: the guest request form (a plain form post; no script needed). */
export function GuestRequestPage({ kind, path, sent, form, honeypot }: GuestRequestPageProps) {
  const text = TEXT[kind];
  const section = EDITORIAL_SECTIONS[kind];
  const fields = fieldsOf(kind);
  const formName = `${kind}-guest`;
  return (
    <>
      <Breadcrumbs items={[{ label: section.label, href: section.links[0].href }, { label: text.title }]} />
      <header className="page-intro">
        <h1>{text.title}</h1>
        <p className="lead">{text.lead}</p>
      </header>
      <EditorialNav section={kind} current={path} />
      <section className="form-panel" aria-label={text.title}>
        {sent && <Notice>{text.sentText}</Notice>}
        <GuestForm form={formName} action={path} fields={fields} view={form} honeypot={honeypot} submit="Send request" />
        <p className="form-panel__aside">{text.after}</p>
      </section>
    </>
  );
}
