import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpContext } from './context';
import { registerPrompts } from './prompts';
import { registerResources } from './resources';
import type { McpTool, OutcomeReporter } from './tool-kit';
import { findComparableProducts } from './tools/find-comparable-products';
import { generateSpecification } from './tools/generate-specification';
import { getDeclarations } from './tools/get-declarations';
import { getManufacturer } from './tools/get-manufacturer';
import { getProductTool } from './tools/get-product';
import { getSpecification } from './tools/get-specification';
import { listCsiSections } from './tools/list-csi-sections';
import { searchProducts } from './tools/search-products';

const MCP_TOOLS: readonly McpTool[] = [
  searchProducts,
  getProductTool,
  getManufacturer,
  listCsiSections,
  getSpecification,
  generateSpecification,
  findComparableProducts,
  getDeclarations,
];

export const MCP_TOOL_NAMES: ReadonlySet<string> = new Set(MCP_TOOLS.map((t) => t.name));

const INSTRUCTIONS =
  'SpecFind: a catalog of building products by CSI MasterFormat section, with CAD/BIM files, three-part specifications, ' +
  'and EPD/HPD declarations. Read-only. Start with search_products; ids in its results feed the other tools.';

/** A server for one request (the endpoint is stateless): every tool, the resources and the prompt. */
export function createMcpServer(ctx: McpContext, report: OutcomeReporter): McpServer {
  const server = new McpServer({ name: 'specfind', version: '1.0.0' }, { instructions: INSTRUCTIONS });
  for (const tool of MCP_TOOLS) tool.register(server, ctx, report);
  registerResources(server, ctx);
  registerPrompts(server);
  return server;
}
