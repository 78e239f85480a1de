import type { NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { takeBudget } from '../auth/api-key';
import { ClientBudget } from '../auth/client-budgets';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { AppError, DATABASE_RETRY_AFTER_SECONDS } from '../errors';
import type { Logger } from '../log';
import { jsonBody } from '../request-input';
import { recordToolCall, toolCallsIn } from './activity';
import type { McpContext } from './context';
import { isAllowedMcpOrigin } from './origin';
import { createMcpServer, MCP_TOOL_NAMES } from './server';
import type { ToolOutcome } from './tool-kit';

const MCP_PATH = '/mcp';
export const MCP_BODY_LIMIT = '100kb';

/** A JSON-RPC error answer, as the SDK's own transport writes them. */
function rpcError(res: Response, status: number, message: string, code = -32000): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP, stateless (a server and transport
 * per request, JSON answers), read-only. Mounted before the session cookie and the CSRF check: a
 * cookie never signs a caller in here, and MCP clients send no Origin. A foreign Origin is refused
 * (DNS rebinding); an API key (X-Api-Key or Authorization: Bearer sk_…) gets its own, higher budget,
 * anonymous callers one per address; each tool call is recorded as an activity.
 */
export function createMcpRouter({ db, config, log }: { db: Db; config: Config; log: Logger }): Router {
  const router = Router();
  const budget = new ClientBudget(db, 'mcp', config.MCP_RATE_LIMIT);
  const ctx: McpContext = { db, log, publicUrl: config.PUBLIC_URL, specGeneratorUrl: config.SPEC_GENERATOR_URL };

  const guard = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!isAllowedMcpOrigin(req.get('origin'), config.PUBLIC_URL, config.isProduction)) return rpcError(res, 403, 'Forbidden: this Origin may not use the MCP endpoint.');
    const outcome = await takeBudget(db, budget, req, res);
    if (!outcome.ok) return rpcError(res, outcome.status, outcome.status === 401 ? `Unauthorized: ${outcome.message}` : outcome.message);
    next();
  };

  const handle = async (req: Request, res: Response): Promise<void> => {
    // The budget counts requests; a JSON-RPC batch would run up to a hundred tool calls on one unit of it.
    // MCP 2025-06-18 dropped batching, so a batch is refused rather than counted message by message.
    if (Array.isArray(req.body)) return rpcError(res, 400, 'Invalid Request: JSON-RPC batches are not accepted; send one message per request.', -32600);
    const reported: { tool: string; outcome: ToolOutcome }[] = [];
    const report = async (tool: string, outcome: ToolOutcome) => {
      reported.push({ tool, outcome });
      await recordToolCall(db, log, tool, MCP_TOOL_NAMES, outcome);
    };
    // Calls the SDK refused before any tool ran (bad arguments, unknown tool) are recorded once the answer is out.
    res.on('finish', () => {
      for (const tool of toolCallsIn(req.body)) {
        const index = reported.findIndex((r) => r.tool === tool);
        if (index >= 0) reported.splice(index, 1);
        else void recordToolCall(db, log, tool, MCP_TOOL_NAMES, 'invalid');
      }
    });
    const server = createMcpServer(ctx, report);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };

  router.post(MCP_PATH, guard, ...jsonBody(MCP_BODY_LIMIT), handle);
  router.all(MCP_PATH, (_req, res) => {
    res.setHeader('Allow', 'POST');
    rpcError(res, 405, 'Method not allowed: this MCP endpoint is stateless and answers POST only.');
  });
  // Bodies the JSON parser refused (too large, not JSON) and a database that cannot answer: JSON-RPC errors, not the site's error page.
  router.use(MCP_PATH, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof AppError && error.statusCode === 503) {
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return rpcError(res, 503, error.message);
    }
    // A body nested too deep, NUL text (both refused where the body is parsed) and other bad input: the message names it.
    if (error instanceof AppError && error.statusCode < 500) return rpcError(res, error.statusCode, error.message, -32602);
    const status = (error as { status?: number }).status;
    if (status === 413) return rpcError(res, 413, `The request body is larger than ${MCP_BODY_LIMIT}.`);
    if (status === 400) return rpcError(res, 400, 'Parse error: the body is not JSON.', -32700);
    log.error({ err: error }, 'MCP request failed');
    rpcError(res, 500, 'Internal error.', -32603);
  });
  return router;
}
