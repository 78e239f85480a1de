import { z } from 'zod';
import { divisionTitle } from '../../../domain/csi';
import { parseInput } from '../../../parse-input';
import type { WizardIndexPageProps } from '../../../pages/specwizard/wizard-index-page';
import { activeWizards } from '../../../services/specs/wizard-list';
import type { WizardListItem } from '../../../services/specs/wizard-list';
import type { LoaderContext, LoaderResult } from '../../page-types';

const indexQuery = z.object({ q: z.string().trim().max(100, 'must be at most 100 characters').default('') });

/** Wizards grouped by MasterFormat division, in division order. */
function byDivision(wizards: WizardListItem[]): WizardIndexPageProps['divisions'] {
  const groups = new Map<string, WizardListItem[]>();
  for (const w of [...wizards].sort((a, b) => a.section.localeCompare(b.section) || a.companyName.localeCompare(b.companyName))) {
    const division = w.section.slice(0, 2);
    groups.set(division, [...(groups.get(division) ?? []), w]);
  }
  return [...groups].map(([division, list]) => ({ division, title: divisionTitle(division) ?? `Division ${division}`, wizards: list }));
}

/** /specwizard: every active spec wizard by division, with a filter on title, manufacturer or section. */
export async function loadWizardIndex(ctx: LoaderContext): Promise<LoaderResult<WizardIndexPageProps>> {
  const { q } = parseInput(indexQuery, ctx.query, 'query');
  const wizards = await activeWizards(ctx.db, { text: q });
  return {
    props: { q, total: wizards.length, divisions: byDivision(wizards), signedIn: ctx.user !== null },
    head: {
      title: q ? `Spec wizards matching “${q}”` : 'Spec wizards: build your own specification section',
      description: 'Interactive specification wizards from building product manufacturers: choose paragraphs and options, save your project and download the edited CSI section as Word, RTF or HTML.',
      canonical: '/specwizard',
    },
  };
}
