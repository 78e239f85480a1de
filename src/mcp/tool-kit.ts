import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { AppError } from '../errors';
import type { McpContext } from './context';
import { capText } from './limits';

/** How a tool call ended, as the activity label records it. */
export type ToolOutcome = 'ok' | 'not-found' | 'refused' | 'invalid' | 'failed';

export type OutcomeReporter = (tool: string, outcome: ToolOutcome) => Promise<void>;

interface ToolSpec<I extends z.ZodObject, O extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  run(ctx: McpContext, args: z.output<I>): Promise<z.input<O>>;
  /** A short plain-text rendering of the structured result, for clients that show only text. */
  render(result: z.input<O>): string;
}

/** A tool as the server registers it (the generic types erased so tools can share one list). */
export interface McpTool {
  name: string;
  register(server: McpServer, ctx: McpContext, report: OutcomeReporter): void;
}

const errorResult = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

/**
 * Services throw AppError with a message fit for the caller (unknown id, bad value); anything else
 * is logged and answered with a generic message, so no internals reach the assistant.
 */
function failure(ctx: McpContext, tool: string, error: unknown): { result: CallToolResult; outcome: ToolOutcome } {
  if (error instanceof AppError && error.statusCode < 500) {
    return { result: errorResult(error.message), outcome: error.statusCode === 404 ? 'not-found' : 'refused' };
  }
  if (error instanceof AppError && error.statusCode === 503) return { result: errorResult(error.message), outcome: 'failed' };
  ctx.log.error({ err: error, tool }, 'MCP tool failed');
  return { result: errorResult('The tool failed on the server; please try again later.'), outcome: 'failed' };
}

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(spec: ToolSpec<I, O>): McpTool {
  return {
    name: spec.name,
    register(server, ctx, report) {
      const callback = async (args: z.output<I>): Promise<CallToolResult> => {
        try {
          const result = await spec.run(ctx, args);
          await report(spec.name, 'ok');
          return { structuredContent: result as Record<string, unknown>, content: [{ type: 'text', text: capText(spec.render(result)).text }] };
        } catch (error) {
          const { result, outcome } = failure(ctx, spec.name, error);
          await report(spec.name, outcome);
          return result;
        }
      };
      server.registerTool(
        spec.name,
        {
          title: spec.title,
          description: spec.description,
          inputSchema: spec.input,
          outputSchema: spec.output,
          annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
        },
        callback as never,
      );
    },
  };
}
