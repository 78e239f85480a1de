import { z } from 'zod';
import { FACET_NAMES } from '../../domain/facets';
import type { ClientStatus } from '../../services/company-lookups';
import { cappedCountOutput, contentCardOutput, divisionCountOutput, productOutput, sectionCountOutput } from './content';
import { pageOf } from './shapes';

const text = z.string();
const int = z.number().int();
const nullableText = text.nullable();
/** A company as lists name it, with its page path. */
const companyRef = z.object({ coid: int, name: text, path: text, isClient: z.boolean() });

export const searchOutput = z.object({
  terms: text,
  searchedTerms: text,
  corrected: z.boolean(),
  counts: z.record(z.string(), cappedCountOutput),
  all: cappedCountOutput,
  total: int,
  totalCapped: z.boolean(),
  page: int,
  pageCount: int,
  items: z.array(contentCardOutput.extend({ ranking: z.unknown().optional() })),
  plan: z.unknown().optional().describe('With debug=debug_on: how the terms were searched and ranked.'),
  facets: z
    .partialRecord(z.enum(FACET_NAMES), z.array(z.object({ value: text, label: text, count: int, selected: z.boolean() })))
    .optional()
    .describe('With any facet parameter: each facet\'s values counted over the best 1,000 matches under the other facets\' choices.'),
});

export const downloadsOutput = pageOf(contentCardOutput);

/** A manufacturer of a category page or a CSI section list. */
const categoryManufacturer = z.object({ coid: int, name: text, city: nullableText, state: nullableText, category: nullableText, isClient: z.boolean(), itemCount: int });

export const categoryManufacturersOutput = z.object({
  category: z.object({ division: text, title: text, slug: text }),
  total: int,
  manufacturers: z.array(categoryManufacturer),
  plan: z.unknown().optional(),
});

export const suggestOutput = z.object({ suggestions: z.array(z.object({ label: text, detail: text, url: text })) });

/** A product tree node: the product and its children, in tree order (a heading without products has one placeholder child). */
const productTreeNode = z
  .looseObject({
    seq: int,
    name: text,
    heading: z.boolean(),
    placeholder: z.boolean().optional(),
    get children(): z.ZodArray<typeof productTreeNode> {
      return z.array(productTreeNode);
    },
  })
  .meta({ id: 'ProductTreeNode' });

/** tree=false: the product and its documents; tree=true: the product and its whole subtree. */
export const productDocumentsOutput = z.union([
  z.object({ product: productOutput, documents: z.array(contentCardOutput) }),
  z.object({ product: productOutput, tree: productTreeNode }),
]);

/** A manufacturer's search record: facts, links and counts of its online items by type. */
export const manufacturerOutput = z.object({
  coid: int,
  name: text,
  slug: text,
  webabrv: nullableText,
  isClient: z.boolean(),
  description: nullableText,
  urls: z.record(z.string(), text),
  hasNews: z.boolean(),
  hasProjects: z.boolean(),
  counts: z.record(z.string(), int),
});

export const divisionAssociationsOutput = z.object({
  division: text,
  title: text,
  manufacturers: z.array(companyRef.extend({ itemCount: int, counts: z.record(z.string(), int) })),
});

export const companyUrlsOutput = z.object({ coid: int, path: text, website: nullableText, urls: z.record(z.string(), text) });
export const pathOutput = z.object({ path: text });

export const clientStatusOutput = z.object({
  coid: int,
  companyName: text,
  isClient: z.boolean(),
  active: z.boolean(),
  hasProjects: z.boolean(),
}) satisfies z.ZodType<ClientStatus>;

export const customHtmlOutput = z.object({ coid: int, blocks: z.array(z.object({ seq: int, slot: text, html: text })) });
export const hasNewsOutput = z.object({ coid: int, hasNews: z.boolean(), pressReleases: int, newsItems: int });

const csiSection = z.object({ section: text, title: text, division: text, count: int });
export const manufacturerSectionsOutput = z.object({ coid: int, mf: text, sections: z.array(csiSection) });
export const sectionManufacturersOutput = z.object({ mf: text, section: text, title: text, manufacturers: z.array(companyRef.extend({ count: int })) });
export const relatedSectionsOutput = z.object({ sections: z.array(csiSection.extend({ match: z.unknown() })) });
export const divisionSectionsOutput = z.object({ mf: text, division: text, title: text, sections: z.array(csiSection) });

export const productPhotosOutput = z.object({
  productSeq: int,
  coid: int,
  photos: z.array(z.object({ url: text, alt: text, caption: nullableText, projectSeq: int, projectName: text })),
});
export const competitorsOutput = z.object({ coid: int, competitors: z.array(companyRef.extend({ sharedSections: z.array(text) })) });
export const similarProductsOutput = z.object({ coid: int, products: z.array(productOutput) });
export const similarQueryOutput = z.object({ coid: int, words: z.array(text), query: text, searchPath: text });
export const cardItemsOutput = z.object({ items: z.array(contentCardOutput) });

export const catalogOutput = contentCardOutput.extend({ pageCount: int, viewerUrl: text, textFiles: z.object({ json: text, xml: text }) });

const divisionRef = z.object({ division: text, title: text });
export const categoryPageOutput = z.object({ title: text, division: divisionRef, manufacturers: z.array(categoryManufacturer) });
export const topLevelPageOutput = z.object({ title: text, description: text, divisions: z.array(divisionCountOutput) });
export const divisionPageOutput = z.object({ title: text, division: divisionRef, sections: z.array(sectionCountOutput) });
export const sectionPageOutput = z.object({ title: text, section: z.object({ section: text, title: text, division: text }) });

export const featuredProductsOutput = z.object({ products: z.array(productOutput) });
export const featuredHitsOutput = z.object({ total: int, hits: z.array(productOutput) });

/** A client project as the project pages show it. */
const clientProjectOutput = z.looseObject({
  seq: int,
  coid: int,
  companyName: text,
  name: text,
  city: nullableText,
  state: nullableText,
  description: nullableText,
  division: nullableText,
  section: nullableText,
  createdAt: text,
  url: text,
}).meta({ id: 'ClientProject' });
export const clientProjectPageOutput = pageOf(clientProjectOutput);
export const clientProjectsOutput = z.object({ items: z.array(clientProjectOutput) });

export const topLevelOutput = z.object({ divisions: z.array(divisionCountOutput) });
export const divisionLevelOutput = z.object({ sections: z.array(sectionCountOutput) });
export const sectionLevelOutput = pageOf(contentCardOutput);
export const randomItemsOutput = z.object({ items: z.array(contentCardOutput) });

export const declarationsPageOutput = pageOf(contentCardOutput).extend({ sort: text });
