// A client as an integrator would write it, against the types openapi-typescript generates from
// /api/openapi.json (into .tmp/openapi/schema.d.ts by `npm run lint:openapi`). It only has to type-check.
import type { components, operations, paths } from '../../.tmp/openapi/schema';

type Json<Op extends keyof operations> = operations[Op]['responses'] extends { 200: { content: { 'application/json': infer T } } } ? T : never;

export type SearchAnswer = Json<'get_api_search_terms'>;
export type Product = components['schemas']['Product'];

export function firstTitle(answer: SearchAnswer): string | undefined {
  return answer.items[0]?.title;
}

export function featuredNames(answer: Json<'get_api_products_featured'>): string[] {
  return answer.products.map((product: Product) => product.name);
}

export function isClient(answer: Json<'get_api_clients_by_coid_coid'>): boolean {
  // Only what the call returns: asking for `answer.plan` here would not compile.
  return answer.isClient && answer.active;
}

export type SearchQuery = NonNullable<paths['/api/search/{terms}']['get']['parameters']['query']>;
export const secondPage: SearchQuery = { page: 2, size: 20 };
