/**
 * A product's name and trade name as one title: "Style 4200 Heavy-Duty Insulated Steel Door (Praxidura 4200™)".
 * The generic name comes first (what an architect searches and specifies), the trade name after it in
 * parentheses (what the manufacturer sells it as); a product without a trade name is its name alone.
 */
export function productTitle(product: { name: string; tradename: string | null }): string {
  const trade = product.tradename?.trim();
  return trade && trade !== product.name ? `${product.name} (${trade})` : product.name;
}
