import { Breadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { managePath, manageAuditPath } from '../../domain/manage';
import type { AuditEntry } from '../../services/manage/audit';

export interface AuditPageProps {
  company: { coid: number; name: string };
  entries: AuditEntry[];
  /** The next page's `before`, when there are older entries. */
  older: number | null;
}

const ACTIONS: Record<string, string> = {
  'product.create': 'created a draft',
  'product.update': 'changed',
  'product.submit': 'submitted for review',
  'product.publish': 'published',
  'product.send-back': 'sent back',
  'product.withdraw': 'withdrew',
  'product.delete': 'deleted a draft',
  'product.move': 'moved in the tree',
  'company.profile': 'changed the profile',
  'company.profile.submit': 'submitted a profile change for review',
  'company.logo': 'changed the logo',
  'company.logo.submit': 'submitted a logo for review',
  'company.publish': 'published the profile and logo',
  'company.send-back': 'sent the profile back',
  'company.trusted': 'changed trust',
  'document.retire-version': 'retired a version',
};

/** The values of an entry as short text: the fields that differ between before and after. */
function difference(before: unknown, after: unknown): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => k !== 'properties' && JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  const props = (x: Record<string, unknown>) => (x.properties ?? {}) as Record<string, unknown>;
  const propKeys = [...new Set([...Object.keys(props(b)), ...Object.keys(props(a))])].filter((k) => JSON.stringify(props(b)[k]) !== JSON.stringify(props(a)[k]));
  const show = (v: unknown) => (v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return [
    ...keys.map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`),
    ...propKeys.map((k) => `${k}: ${show(props(b)[k])} → ${show(props(a)[k])}`),
  ].join('; ');
}

/** /manage/{coid}/audit: who changed what and when, with the values before and after (newest first). */
export function AuditPage({ company, entries, older }: AuditPageProps) {
  return (
    <div className="manage-page">
      <Breadcrumbs items={[{ label: 'Manufacturers’ workspace', href: '/manage' }, { label: company.name, href: managePath(company.coid) }, { label: 'Audit log' }]} />
      <h1>{company.name}: audit log</h1>
      {entries.length === 0 ? (
        <p>Nothing has been changed here yet.</p>
      ) : (
        <DataTable caption="Changes, newest first" columns={['When (UTC)', 'Who', 'What', 'Target', 'Before → after']}>
          {entries.map((e) => (
            <tr key={e.seq}>
              <td>{e.at.replace('T', ' ').replace('Z', '')}</td>
              <td>{e.actor.replace(/^user:/, '')}</td>
              <td>{ACTIONS[e.action] ?? e.action}</td>
              <td>{`${e.targetKind}${e.targetId ? ` ${e.targetId}` : ''}`}</td>
              <td className="audit-difference">{difference(e.before, e.after)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {older !== null && <a href={`${manageAuditPath(company.coid)}?before=${older}`}>Older entries</a>}
    </div>
  );
}
