import { z } from 'zod';
import { contentTypeSchema } from '../domain/content-types';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { getCompany } from '../services/companies';
import { getDivision, getSection } from '../services/csi';
import { divisionSections, manufacturerSections, sectionManufacturers } from '../services/csi-lookups';
import { relatedSections } from '../services/csi-related';
import { coidParam, divisionParam, endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { divisionSectionsOutput, manufacturerSectionsOutput, relatedSectionsOutput, sectionManufacturersOutput } from './schemas/catalog';

/** "081113" → "08 11 13" (format only; whether the section exists is the lookup's question). */
const sectionSpaced = (value: string) => value.replace(/\D/g, '').replace(/^(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3');

const mfValue = z.enum(['04', '95'], { error: 'must be 04 or 95' });
const mfQuery = z.object({ mf: mfValue.default('04') });

/** "081113" or "08 11 13" in MasterFormat 2004, five digits ("08110") in 1995. */
const sectionOfFormat = z
  .object({ mf: mfValue, csisec: z.string().max(10) })
  .transform((p, ctx) => {
    // A well-formed number outside the known divisions ("999999") is not a format error: the lookup answers 404 for it.
    const section = p.mf === '04' ? (/^\d{6}$|^\d{2} \d{2} \d{2}$/.test(p.csisec) ? sectionSpaced(p.csisec) : null) : /^\d{5}$/.test(p.csisec) ? p.csisec : null;
    if (section === null) {
      ctx.addIssue({ code: 'custom', path: ['csisec'], message: p.mf === '04' ? 'must be a six-digit 2004 section number' : 'must be a five-digit 1995 section number' });
      return z.NEVER;
    }
    return { mf: p.mf, section };
  });

const relatedQuery = z.object({
  qstr: z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(200, 'must be 200 characters or fewer'),
  type: contentTypeSchema.optional(),
  mf: mfValue.default('04'),
});

/**
 * CSI lookups (related sections, sections by division, a company's sections and a section's
 * companies). Mounted before the generic resources router, which owns /csinos/{id} and /csisecs/{id} (it would read "related" as an id).
 */
export function csiLookupsApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/csisecs/manufacturer-csis/:coid',
    endpoint(db, { params: z.object({ coid: coidParam }), query: mfQuery, summary: "A company's CSI sections with its online items in each" }, async ({ params, query, db }) => {
      if (!(await getCompany(db, params.coid))) throw notFound(`No manufacturer ${params.coid}`);
      return { coid: params.coid, mf: query.mf, sections: await manufacturerSections(db, params.coid, query.mf) };
    }), { output: manufacturerSectionsOutput },
  );
  table.get(
    '/csisecs/manufacturers/:mf/:csisec',
    endpoint(db, { params: sectionOfFormat, summary: 'Manufacturers listed under a CSI section, clients first' }, async ({ params, db }) => {
      const section = await getSection(db, params.section, params.mf);
      if (!section) throw notFound(`No section ${params.section} in MasterFormat ${params.mf}`);
      return { mf: params.mf, ...section, manufacturers: await sectionManufacturers(db, params.mf, section.section) };
    }), { output: sectionManufacturersOutput },
  );
  table.get(
    '/csinos/related',
    endpoint(db, { query: relatedQuery, summary: 'CSI sections related to a query string, optionally holding a content type' }, async ({ query, db }) => ({
      qstr: query.qstr,
      mf: query.mf,
      type: query.type ?? null,
      sections: await relatedSections(db, { qstr: query.qstr, mf: query.mf, contentType: query.type }),
    })), { output: relatedSectionsOutput },
  );
  table.get(
    '/csinos/es/by-division/:division',
    endpoint(db, { params: z.object({ division: divisionParam }), query: mfQuery, summary: 'The sections of a division with their online items' }, async ({ params, query, db }) => {
      const division = await getDivision(db, params.division, query.mf);
      if (!division) throw notFound(`No division ${params.division} in MasterFormat ${query.mf}`);
      return { mf: query.mf, ...division, sections: await divisionSections(db, query.mf, division.division) };
    }), { output: divisionSectionsOutput },
  );
  return table.rows;
}
