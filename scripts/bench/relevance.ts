import type { Db } from '../../src/db/types';
import { relevanceReport } from './relevance-report';

/** Search relevance on the bench catalog (precision at 10 over the judged queries, known-item success), as markdown. */
export function relevanceSection(db: Db): Promise<string> {
  return relevanceReport(db);
}
