import { requireManager } from '../../../auth/require';
import { getCompany } from '../../../services/companies';
import { IMPORT_FORM, manageImportPath } from '../../../domain/imports/paths';
import { notFound } from '../../../errors';
import type { ImportPageProps } from '../../../pages/manage/import-page';
import { IMPORT_LIMITS } from '../../../services/imports/limits';
import { listTemplates } from '../../../services/product-data/templates';
import type { ImportShown } from '../../actions/manage-import-action';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { submittedForm } from '../submitted-form';

export async function loadManageImport(ctx: LoaderContext<{ coid: number }, ImportShown>): Promise<LoaderResult<ImportPageProps>> {
  const { coid } = ctx.params;
  requireManager(ctx, coid);
  const company = await getCompany(ctx.db, coid);
  if (!company) throw notFound(`Page not found: ${ctx.path}`);
  const failed = submittedForm(ctx, IMPORT_FORM);
  const templates = (await listTemplates(ctx.db)).map((t) => ({ id: t.id, name: t.name }));
  return {
    props: {
      coid,
      companyName: company.name,
      templates,
      result: ctx.shown ?? null,
      // A refused file is one message, whether the refusal named the file field or not.
      message: failed ? (failed.message ?? Object.values(failed.errors)[0] ?? null) : null,
      maxRows: IMPORT_LIMITS.rows,
      maxMegabytes: IMPORT_LIMITS.fileBytes / 2 ** 20,
    },
    head: { title: `Import products: ${company.name}`, description: `Import ${company.name}'s products from an XLSX or CSV spreadsheet.`, canonical: manageImportPath(coid), robots: 'noindex, nofollow' },
  };
}
