import { Router } from 'express';
import { signInRedirect } from '../auth/pending-return';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { plainIdParams } from '../http/query-schemas';
import { PROJECT_DOCUMENTS, type ProjectDocumentName, type ProjectDocuments } from '../services/project-manual';
import { sanitizeBaseName } from '../services/spec-generator';

const TYPES: Record<ProjectDocumentName, string> = {
  'manual.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'manual.pdf': 'application/pdf',
  'outline.pdf': 'application/pdf',
};

const TITLES: Record<ProjectDocumentName, string> = { 'manual.docx': 'Project manual', 'manual.pdf': 'Project manual', 'outline.pdf': 'Outline specification' };

/**
 * GET /account/projects/{id}/manual.docx, /manual.pdf and /outline.pdf: the project's manual and outline for its
 * owner and members. Anonymous visitors sign in first; anyone else gets 404, as for a project that does not exist.
 */
export function createProjectDocumentRouter({ db, documents }: { db: Db; documents: ProjectDocuments }): Router {
  const router = Router();
  for (const name of PROJECT_DOCUMENTS) {
    router.get(`/account/projects/:id/${name}`, async (req, res) => {
      const parsed = plainIdParams.safeParse(req.params);
      if (!parsed.success) throw notFound(`Page Not Found: ${req.path}`);
      if (!req.user) {
        res.redirect(302, signInRedirect(req, req.originalUrl));
        return;
      }
      const { body, projectName } = await documents.write(db, req.user.seq, parsed.data.id, name);
      const base = sanitizeBaseName(`${projectName} - ${TITLES[name]}`) ?? TITLES[name];
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Robots-Tag', 'noindex');
      res.type(TYPES[name]);
      res.attachment(`${base}.${name.split('.')[1]}`);
      res.send(body);
    });
  }
  return router;
}
