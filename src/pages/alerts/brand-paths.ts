/** The three pages whose paths carry the brand prefix (the BRAND setting). */
export function brandPaths(brand: string) {
  return { alerts: `/${brand}-alert`, architects: `/${brand}-tect`, news: `/${brand}-tect-news` };
}
