import { z } from 'zod';

/** One check of an uploaded file: its name ("type", "units", "pages"...), whether it passed, and what it found. */
const qualityCheckSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  message: z.string(),
});
export type QualityCheck = z.infer<typeof qualityCheckSchema>;

/**
 * The quality report of one file version, kept with it (document_versions.report): every check, whether all
 * passed, and the badge architects read beside the document ("units set · 3 views · property sets complete").
 */
export const qualityReportSchema = z.object({
  ok: z.boolean(),
  checks: z.array(qualityCheckSchema),
  badge: z.string(),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;

/** A report from its checks and the short phrases of what passed; a refused file's badge names the first failure. */
export function qualityReport(checks: readonly QualityCheck[], phrases: readonly string[]): QualityReport {
  const failed = checks.find((c) => !c.ok);
  return {
    ok: !failed,
    checks: [...checks],
    badge: failed ? `refused: ${failed.message}` : phrases.filter(Boolean).join(' · '),
  };
}
