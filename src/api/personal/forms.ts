import type { Request } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { Logger } from '../../log';
import { parseInput } from '../../parse-input';
import { trackProjectEvent } from '../../services/personal/analytics';
import type { ProjectAction } from '../../services/personal/analytics';
import { addSectionManufacturer, deleteProject, saveProject } from '../../services/personal/char-project-save';
import { addFavorite, removeFavorite } from '../../services/personal/favorites';
import { addSearch, removeSearch } from '../../services/personal/saved-searches';
import type { ApiDeps } from '../deps';
import { body, form, returnTo, rowIdOf } from './form-helpers';
import type { FormWork } from './form-helpers';
import { favoriteBody, projectFields, projectSectionForm, searchBody } from './schemas';
import { createSpecwizardForms } from './specwizard-forms';
import { createWatchForms } from './watch-forms';

const projectForm = z.object(projectFields);
const favoriteForm = favoriteBody.pick({ content_id: true, content_type: true });
const searchForm = searchBody.pick({ search_terms: true, content_type: true });

function projectWork(db: Db, log: Logger, action: ProjectAction, run: (req: Request, userSeq: number) => Promise<string>): FormWork {
  return (req, userSeq) =>
    trackProjectEvent(db, req.log ?? log, { userSeq, path: req.originalUrl, kind: 'project', action }, () => run(req, userSeq));
}

/**
 * POST handlers of the account pages' forms, which work without JavaScript. Mounted at /
 * next to the accounts forms router, after a urlencoded body parser.
 */
export function createPersonalForms({ db, log }: ApiDeps): Router {
  const router = Router();
  router.use(createSpecwizardForms({ db, log }));
  router.use(createWatchForms(db));
  router.post(
    '/account/favorites',
    form(async (req, userSeq) => {
      await addFavorite(db, userSeq, parseInput(favoriteForm, body(req, ['content_id', 'content_type']), 'body'));
      return returnTo(req, '/account/favorites?done=added');
    }),
  );
  router.post(
    '/account/favorites/:id/delete',
    form(async (req, userSeq) => {
      await removeFavorite(db, userSeq, rowIdOf(req));
      return returnTo(req, '/account/favorites?done=removed');
    }),
  );
  router.post(
    '/account/searches',
    form(async (req, userSeq) => {
      await addSearch(db, userSeq, parseInput(searchForm, body(req, ['search_terms', 'content_type']), 'body'));
      return returnTo(req, '/account/searches?done=added');
    }),
  );
  router.post(
    '/account/searches/:id/delete',
    form(async (req, userSeq) => {
      await removeSearch(db, userSeq, rowIdOf(req));
      return returnTo(req, '/account/searches?done=removed');
    }),
  );
  const fields = ['name', 'type', 'city', 'state'];
  router.post(
    '/account/projects',
    form(
      projectWork(db, log, 'save', async (req, userSeq) => {
        const project = await saveProject(db, userSeq, parseInput(projectForm, body(req, fields), 'body'));
        return `/account/projects/${project.seq}?done=created`;
      }),
    ),
  );
  router.post(
    '/account/projects/:id',
    form(
      projectWork(db, log, 'save', async (req, userSeq) => {
        const seq = rowIdOf(req);
        await saveProject(db, userSeq, { ...parseInput(projectForm, body(req, fields), 'body'), seq });
        return `/account/projects/${seq}?done=saved`;
      }),
    ),
  );
  router.post(
    '/account/project-sections',
    form(
      projectWork(db, log, 'save', async (req, userSeq) => {
        const input = parseInput(projectSectionForm, body(req, ['project', 'section', 'coid']), 'body');
        await addSectionManufacturer(db, userSeq, input.project, input.section, input.coid);
        return returnTo(req, `/account/projects/${input.project}?done=saved`);
      }),
    ),
  );
  router.post(
    '/account/projects/:id/delete',
    form(
      projectWork(db, log, 'delete', async (req, userSeq) => {
        await deleteProject(db, userSeq, rowIdOf(req));
        return '/account/projects?done=deleted';
      }),
    ),
  );
  return router;
}
