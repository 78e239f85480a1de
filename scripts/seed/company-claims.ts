import type { ProductPlan } from './model';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What a manufacturer may claim for its products as a whole, gathered from their records. */
export interface CompanyClaims {
  /** Limited warranty terms in years, lowest and highest; null when no product states one. */
  warranty: { min: number; max: number } | null;
  /** Standards its products are tested to, the most common first. */
  standards: string[];
}

export function companyClaims(products: readonly ProductPlan[]): CompanyClaims {
  const years: number[] = [];
  const counts = new Map<string, number>();
  for (const p of products) {
    if (p.heading || !p.record) continue;
    const warranty = p.record.values.warranty;
    if (typeof warranty === 'number') years.push(warranty);
    const standards = p.record.values.standards;
    if (Array.isArray(standards)) for (const s of standards) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const standards = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
  return { warranty: years.length ? { min: Math.min(...years), max: Math.max(...years) } : null, standards };
}

/** "a 10-year limited warranty" or "limited warranties from 5 to 20 years". */
function warrantyPhrase(warranty: { min: number; max: number }): string {
  return warranty.min === warranty.max ? `a ${warranty.min}-year limited warranty` : `limited warranties from ${warranty.min} to ${warranty.max} years`;
}

/** The company description's sentence on testing and warranty, or null when the records give neither. */
export function claimsSentence(claims: CompanyClaims): string | null {
  const tested = claims.standards.length ? `Products are tested to ${list(claims.standards.slice(0, 2))}` : null;
  if (tested && claims.warranty) return `${tested} and backed by ${warrantyPhrase(claims.warranty)}.`;
  if (tested) return `${tested}.`;
  return claims.warranty ? `Products are backed by ${warrantyPhrase(claims.warranty)}.` : null;
}
