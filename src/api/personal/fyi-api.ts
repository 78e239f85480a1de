import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { recordProjectFyi } from '../../services/personal/project-fyi';
import { endpoint } from '../endpoint';
import { fyiBody } from '../../services/personal/schemas';
import { projectFyiOutput } from '../schemas/personal';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';

/** POST /api/user-project-fyi { projectId }: the user wants news about a manufacturer's project. */
export function fyiApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'user' });
  table.post(
    '/user-project-fyi',
    endpoint(db, { body: fyiBody, output: projectFyiOutput, errors: [404], summary: 'Ask for news about a manufacturer project' }, async ({ req, body }) => recordProjectFyi(db, requireUser(req).seq, body.projectId)),
  );
  return table.rows;
}
