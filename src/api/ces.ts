import { Router } from 'express';
import type { Db } from '../db/types';
import { cesCompanies } from '../services/ces';
import { endpoint } from './endpoint';

/** GET /api/ces/companies: manufacturers offering continuing-education courses, with their courses. */
export function cesApi(db: Db): Router {
  const router = Router();
  router.get(
    '/ces/companies',
    endpoint(db, { summary: 'Manufacturers that offer continuing-education courses, each with its courses' }, async () => ({ items: await cesCompanies(db) })),
  );
  return router;
}
