import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Resource } from '@modelcontextprotocol/sdk/types.js';
import { ErrorCode, ListResourcesRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { companyPath } from '../domain/company-id';
import { DIVISIONS, divisionTitle } from '../domain/csi';
import { division95Of } from '../domain/csi-crosswalk';
import { companiesInDivision, listManufacturers } from '../services/companies';
import { divisionSections } from '../services/csi-lookups';
import type { McpContext } from './context';
import { absoluteUrl } from './context';
import { MAX_ITEMS } from './limits';
import { manufacturerFacts } from './tools/get-manufacturer';

const RESOURCES_PAGE_SIZE = 100;
const JSON_TYPE = 'application/json';

const divisionUri = (division: string) => `specfind://csi/divisions/${division}`;
const manufacturerUri = (coid: number) => `specfind://manufacturers/${coid}`;

const divisionResources = (): Resource[] =>
  DIVISIONS.map((d) => ({ uri: divisionUri(d.division), name: `Division ${d.division} ${d.title}`, mimeType: JSON_TYPE }));

function json(uri: URL, value: unknown) {
  return { contents: [{ uri: uri.href, mimeType: JSON_TYPE, text: JSON.stringify(value, null, 2) }] };
}

const unknownResource = (what: string) => new McpError(ErrorCode.InvalidParams, `Unknown resource: ${what}`);

/** The cursor of resources/list is the offset into divisions followed by manufacturers. */
function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const offset = /^\d{1,7}$/.test(cursor) ? Number(cursor) : NaN;
  if (!Number.isSafeInteger(offset)) throw new McpError(ErrorCode.InvalidParams, 'cursor: not a cursor this server gave');
  return offset;
}

/**
 * One resource per CSI division and per manufacturer. The SDK lists template resources unpaged,
 * so resources/list is answered here: divisions first, then manufacturers by name, a page at a time.
 */
export function registerResources(server: McpServer, ctx: McpContext): void {
  server.registerResource(
    'csi-division',
    new ResourceTemplate('specfind://csi/divisions/{division}', { list: undefined }),
    { title: 'CSI MasterFormat 2004 division', description: 'Sections of the division with item counts, and the manufacturers with products there.', mimeType: JSON_TYPE },
    async (uri, { division }) => {
      const nn = String(division);
      const title = divisionTitle(nn);
      if (!/^\d{2}$/.test(nn) || !title) throw unknownResource(uri.href);
      const [sections, manufacturers] = await Promise.all([divisionSections(ctx.db, '04', nn), companiesInDivision(ctx.db, nn)]);
      return json(uri, {
        division: nn,
        title,
        division1995: division95Of(nn),
        sections: sections.map(({ section, title: sectionTitle, count }) => ({ section, title: sectionTitle, items: count })),
        manufacturers: manufacturers.slice(0, MAX_ITEMS).map((m) => ({ coid: m.coid, name: m.name, items: m.itemCount, url: absoluteUrl(ctx, companyPath(m.name, m.coid)) })),
        manufacturerCount: manufacturers.length,
      });
    },
  );
  server.registerResource(
    'manufacturer',
    new ResourceTemplate('specfind://manufacturers/{coid}', { list: undefined }),
    { title: 'Manufacturer', description: 'The facts get_manufacturer answers, as a document.', mimeType: JSON_TYPE },
    async (uri, { coid }) => {
      const id = String(coid);
      if (!/^\d{5}$/.test(id)) throw unknownResource(uri.href);
      return json(uri, await manufacturerFacts(ctx, Number(id)));
    },
  );
  server.server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    const offset = offsetOf(request.params?.cursor);
    const divisions = divisionResources();
    const fromDivisions = divisions.slice(offset, offset + RESOURCES_PAGE_SIZE);
    const skip = Math.max(0, offset - divisions.length);
    const { total, items } = await listManufacturers(ctx.db, skip, RESOURCES_PAGE_SIZE - fromDivisions.length);
    const resources = [
      ...fromDivisions,
      ...items.map((m): Resource => ({ uri: manufacturerUri(m.coid), name: m.name, mimeType: JSON_TYPE })),
    ];
    const next = offset + resources.length;
    return { resources, ...(next < divisions.length + total ? { nextCursor: String(next) } : {}) };
  });
}
