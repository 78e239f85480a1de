import type { Queryable } from '../db/types';
import type { Logger } from '../log';
import { recordEvent } from '../services/personal/analytics';
import type { ToolOutcome } from './tool-kit';

const MCP_ACTIVITY_CATEGORY = 'mcp';
const UNKNOWN_TOOL = 'unknown-tool';

/**
 * Records one tool call as an activity: category mcp, action the tool's name (or unknown-tool:
 * a caller's made-up name is not stored), label the outcome. No user, no path, no arguments:
 * nothing personal is kept. A failure to record is logged and never fails the call.
 */
export async function recordToolCall(db: Queryable, log: Logger, tool: string, knownTools: ReadonlySet<string>, outcome: ToolOutcome): Promise<void> {
  try {
    await recordEvent(db, { userSeq: null }, { eventCategory: MCP_ACTIVITY_CATEGORY, eventAction: knownTools.has(tool) ? tool : UNKNOWN_TOOL, eventLabel: outcome });
  } catch (error) {
    log.error({ err: error }, 'could not record an MCP activity');
  }
}

/** The tool names of the tools/call messages in a request body (one message, or a batch). */
export function toolCallsIn(body: unknown): string[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.flatMap((m) => {
    if (typeof m !== 'object' || m === null || (m as { method?: unknown }).method !== 'tools/call') return [];
    const name = (m as { params?: { name?: unknown } }).params?.name;
    return [typeof name === 'string' ? name : ''];
  });
}
