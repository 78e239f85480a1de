import type { Db } from '../db/types';
import { cesCompanies } from '../services/ces';
import { endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { cesCompaniesOutput } from './schemas/editorial';

/** GET /api/ces/companies: manufacturers offering continuing-education courses, with their courses. */
export function cesApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/ces/companies',
    endpoint(db, { summary: 'Manufacturers that offer continuing-education courses, each with its courses' }, async () => ({ items: await cesCompanies(db) })), { output: cesCompaniesOutput },
  );
  return table.rows;
}
