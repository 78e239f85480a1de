import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../../db/types';
import type { Logger } from '../../../log';
import { parseInput } from '../../../parse-input';
import { addSectionManufacturer, deleteProject, saveProject } from '../../../services/personal/char-project-save';
import { addFavorite, removeFavorite } from '../../../services/personal/favorites';
import { addSearch, removeSearch } from '../../../services/personal/saved-searches';
import { pickFields, returnTo, rowIdOf, signedInPost } from '../../../http/form-kit';
import { projectEvent } from '../../../http/project-events';
import { favoriteBody, projectFields, projectSectionForm, searchBody } from '../../../services/personal/schemas';
import { createMemberForms } from './member-forms';
import { createSubstitutionForms } from './substitution-forms';
import { createProjectProductForms } from './project-product-forms';
import { createSpecwizardForms } from './specwizard-forms';
import { createWatchForms } from './watch-forms';

const projectForm = z.object(projectFields);
const favoriteForm = favoriteBody.pick({ content_id: true, content_type: true });
const searchForm = searchBody.pick({ search_terms: true, content_type: true, filters: true });

/**
 * POST handlers of the account pages' buttons and forms, which work without JavaScript: each does its work
 * and redirects (303). Mounted at / after a urlencoded body parser.
 */
export function createPersonalForms({ db, log }: { db: Db; log: Logger }): Router {
  const router = Router();
  const saving = projectEvent(db, log, 'project', 'save');
  const deleting = projectEvent(db, log, 'project', 'delete');
  router.use(createSpecwizardForms({ db, log }));
  router.use(createWatchForms(db));
  router.use(createMemberForms(db));
  router.use(createSubstitutionForms(db));
  router.use(createProjectProductForms(db));
  router.post(
    '/account/favorites',
    signedInPost(async (req, userSeq) => {
      await addFavorite(db, userSeq, parseInput(favoriteForm, pickFields(req, ['content_id', 'content_type']), 'body'));
      return returnTo(req, '/account/favorites?done=added');
    }),
  );
  router.post(
    '/account/favorites/:id/delete',
    signedInPost(async (req, userSeq) => {
      await removeFavorite(db, userSeq, rowIdOf(req));
      return returnTo(req, '/account/favorites?done=removed');
    }),
  );
  router.post(
    '/account/searches',
    signedInPost(async (req, userSeq) => {
      await addSearch(db, userSeq, parseInput(searchForm, pickFields(req, ['search_terms', 'content_type', 'filters']), 'body'));
      return returnTo(req, '/account/searches?done=added');
    }),
  );
  router.post(
    '/account/searches/:id/delete',
    signedInPost(async (req, userSeq) => {
      await removeSearch(db, userSeq, rowIdOf(req));
      return returnTo(req, '/account/searches?done=removed');
    }),
  );
  const fields = ['name', 'type', 'city', 'state'];
  router.post(
    '/account/projects',
    signedInPost((req, userSeq) =>
      saving(req, async () => {
        const project = await saveProject(db, userSeq, parseInput(projectForm, pickFields(req, fields), 'body'));
        return `/account/projects/${project.seq}?done=created`;
      }),
    ),
  );
  router.post(
    '/account/projects/:id',
    signedInPost((req, userSeq) =>
      saving(req, async () => {
        const seq = rowIdOf(req);
        await saveProject(db, userSeq, { ...parseInput(projectForm, pickFields(req, fields), 'body'), seq });
        return `/account/projects/${seq}?done=saved`;
      }),
    ),
  );
  router.post(
    '/account/project-sections',
    signedInPost((req, userSeq) =>
      saving(req, async () => {
        const input = parseInput(projectSectionForm, pickFields(req, ['project', 'section', 'coid']), 'body');
        await addSectionManufacturer(db, userSeq, input.project, input.section, input.coid);
        return returnTo(req, `/account/projects/${input.project}?done=saved`);
      }),
    ),
  );
  router.post(
    '/account/projects/:id/delete',
    signedInPost((req, userSeq) =>
      deleting(req, async () => {
        await deleteProject(db, userSeq, rowIdOf(req));
        return '/account/projects?done=deleted';
      }),
    ),
  );
  return router;
}
