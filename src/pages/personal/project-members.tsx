import type { ProjectRole } from '../../services/personal/project-access';
import type { ProjectActivity } from '../../services/personal/project-activity';
import type { InviteProblem, ProjectMember } from '../../services/personal/project-members';
import { DeleteButton } from './delete-button';
import { DateText } from './personal-frame';

/** Why the last invitation was not made (?invite=… after the form post). */
const INVITE_TEXT: Record<InviteProblem, string> = {
  'no-account': 'No SpecFind account uses that address. Ask your colleague to create one with it, then invite them.',
  self: 'That address is yours: you own this project.',
  full: 'This project has as many colleagues as it can hold. Remove one to invite another.',
  bad: 'Enter a colleague’s email address and choose editor or viewer.',
};

const ROLE_TEXT: Record<ProjectRole, string> = {
  owner: 'Owner: manages colleagues',
  editor: 'Editor: changes the project',
  viewer: 'Viewer: reads and downloads',
};

const ACTION_TEXT: Record<string, string> = {
  'project-updated': 'changed the project',
  'section-added': 'added a section',
  'member-added': 'invited',
  'member-changed': 'changed the role of',
  'member-removed': 'removed',
  'substitution-reviewed': 'reviewed a substitution:',
};

interface ProjectMembersProps {
  projectSeq: number;
  /** The reader's own role. */
  role: ProjectRole;
  readerSeq: number;
  members: ProjectMember[];
  activity: ProjectActivity[];
  invite: InviteProblem | null;
}

function InviteForm({ base, invite }: { base: string; invite: InviteProblem | null }) {
  return (
    <form method="post" action={`${base}/members`} className="form-panel">
      <h3>Invite a colleague</h3>
      {invite && (
        <p className="form-error" role="alert">
          {INVITE_TEXT[invite]}
        </p>
      )}
      <label htmlFor="member-email">Email address of their SpecFind account</label>
      <input id="member-email" name="email" type="email" required maxLength={254} autoComplete="off" />
      <fieldset>
        <legend>Role</legend>
        <label>
          <input type="radio" name="role" value="editor" /> Editor (changes the project)
        </label>
        <label>
          <input type="radio" name="role" value="viewer" defaultChecked /> Viewer (reads and downloads)
        </label>
      </fieldset>
      <button type="submit" className="button">
        Invite
      </button>
    </form>
  );
}

/** The project page's colleagues: who is on it and as what, the owner's invitation form, and who changed what lately. */
export function ProjectMembers({ projectSeq, role, readerSeq, members, activity, invite }: ProjectMembersProps) {
  const base = `/account/projects/${projectSeq}`;
  return (
    <section id="members" aria-labelledby="members-title" className="personal-section">
      <h2 id="members-title">Colleagues</h2>
      <p className="muted">You are this project’s {role}.</p>
      <ul className="personal-list">
        {members.map((m) => (
          <li key={m.userId}>
            <span>{m.name || m.email}</span> <span className="personal-list__meta">{m.email} · {ROLE_TEXT[m.role]}</span>
            {m.role !== 'owner' && (role === 'owner' || m.userId === readerSeq) && (
              <DeleteButton
                action={`${base}/members/${m.userId}/delete`}
                label={m.userId === readerSeq ? 'Leave the project' : 'Remove'}
                context={m.userId === readerSeq ? undefined : m.name || m.email}
              />
            )}
          </li>
        ))}
      </ul>
      {role === 'owner' && <InviteForm base={base} invite={invite} />}
      <h3>Recent changes</h3>
      {activity.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ul className="personal-list" aria-label="Recent changes">
          {activity.map((a) => (
            <li key={a.seq}>
              <DateText iso={a.at} /> {a.by ?? 'A former user'} {ACTION_TEXT[a.action] ?? a.action} {a.detail}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
