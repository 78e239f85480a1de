import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const text = (max: number, what: string) => z.string().trim().min(1, `must name the ${what}`).max(max, `must be ${max} characters or fewer`);

/** The text of the "draft a section for a project" prompt: which tools to use, in which order. */
function draftSectionPrompt({ project, section, manufacturer }: { project: string; section: string; manufacturer?: string }): string {
  const basis = manufacturer
    ? `Use ${manufacturer} as the basis of design (find its coid with search_products or get_manufacturer).`
    : 'Pick a basis-of-design manufacturer from search_products results for the section (contentType "spec"), preferring products with a current EPD.';
  return [
    `Draft specification section ${section} for the project "${project}".`,
    basis,
    'Steps: 1. list_csi_sections to confirm the section number and title. 2. get_specification for the manufacturer\'s section, with editor\'s notes. ',
    '3. Choose the paragraphs and options that fit the project and call generate_specification with their ids. ',
    '4. find_comparable_products for the "or approved equal" list, and get_declarations for EPD/HPD facts worth citing.',
    'Answer with the section text and the DOCX download link, and say which choices you made and why.',
  ].join('\n');
}

export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'draft_section',
    {
      title: 'Draft a section for project X',
      description: 'Draft a CSI specification section for a named project from a manufacturer\'s three-part specification.',
      argsSchema: {
        project: text(200, 'project').describe('The project name.'),
        section: text(40, 'section').describe('The CSI section, e.g. "08 11 13 Hollow Metal Doors and Frames".'),
        manufacturer: z.string().trim().max(200, 'must be 200 characters or fewer').optional().describe('Basis-of-design manufacturer (optional).'),
      },
    },
    (args) => ({
      messages: [{ role: 'user', content: { type: 'text', text: draftSectionPrompt({ ...args, manufacturer: args.manufacturer || undefined }) } }],
    }),
  );
}
