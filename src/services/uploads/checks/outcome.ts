import type { QualityCheck } from '../../../domain/uploads/quality-report';

/** What a reader found: its checks, and the short phrases of the badge when they all pass. */
export interface CheckOutcome {
  checks: QualityCheck[];
  phrases: string[];
}
