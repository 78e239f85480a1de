import { createSeededDb } from '../test/helpers/seeded-db';
import { sql } from '../src/db/sql';
const db = await createSeededDb(3000);
const rows = await db.many<any>(sql`SELECT DISTINCT ON (template_id) template_id, name, description, attributes FROM products WHERE template_id IS NOT NULL AND NOT heading ORDER BY template_id, seq`);
for (const r of rows) console.log(r.template_id, '|', r.description);
console.log(await db.one(sql`SELECT count(*) FILTER (WHERE template_id IS NULL AND NOT heading) AS untyped, count(*) FILTER (WHERE NOT heading) AS products, count(DISTINCT template_id) AS templates FROM products`));
await db.close();
