import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult, Row } from './types';

const { serialize } = protocol;

/** How many distinct statement texts stay prepared; the least recently used is closed past it. */
const PREPARED_STATEMENT_LIMIT = 256;

/** Postgres refuses a cached statement whose result columns changed under it (DDL after PREPARE). */
function isCachedPlanChange(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '0A000' && message === 'cached plan must not change result type';
}

/** Names are unique in the process, so two caches on one PGlite (tests) never collide. */
let statementCounter = 0;

interface Prepared {
  name: string;
  /** Parameter type oids from the statement's description, to serialise values as PGlite does. */
  paramTypes: number[];
}

/**
 * Runs statements on one PGlite instance as named prepared statements.
 *
 * PGlite's own `query` parses every statement again and crosses into WASM six times per
 * statement (parse, describe, bind, describe, execute, sync). Here a statement text is parsed
 * once, and each execution is one batch: bind, describe, execute, sync (15–30% more uncached
 * pages per second, docs/performance.md). Plans are still made per
 * execution (plan_cache_mode is force_custom_plan, see pglite-open.ts), so a cached statement
 * never runs on a generic plan the planner would not have picked for these values.
 *
 * Callers serialise access (one statement at a time), as the driver's lock does.
 */
export class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();

  constructor(
    private readonly pglite: PGlite,
    private readonly limit = PREPARED_STATEMENT_LIMIT,
  ) {}

  get size(): number {
    return this.statements.size;
  }

  async query(text: string, values: readonly unknown[]): Promise<QueryResult<Row>> {
    try {
      return await this.run(text, values);
    } catch (error) {
      if (!isCachedPlanChange(error) || !this.statements.has(text)) throw error;
      await this.forget(text);
      // Inside a transaction the error has aborted it: the caller must see it. Outside, nothing ran.
      if (this.pglite.isInTransaction()) throw error;
      return this.run(text, values);
    }
  }

  private async run(text: string, values: readonly unknown[]): Promise<QueryResult<Row>> {
    const statement = await this.prepare(text);
    const messages = await this.send([
      serialize.bind({ statement: statement.name, values: this.serialise(statement, values) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    await this.pglite.syncToFs();
    const result = parse.parseResults(messages, this.pglite.parsers)[0];
    // PGlite counts no affected rows for a SELECT; node-postgres counts the rows returned.
    return { rows: result.rows as Row[], rowCount: result.affectedRows || result.rows.length };
  }

  private async prepare(text: string): Promise<Prepared> {
    const known = this.statements.get(text);
    if (known) {
      // Map order is insertion order: re-inserting marks the statement as most recently used.
      this.statements.delete(text);
      this.statements.set(text, known);
      return known;
    }
    const closing: Uint8Array[] = [];
    if (this.statements.size >= this.limit) {
      const [oldestText, oldest] = this.statements.entries().next().value!;
      this.statements.delete(oldestText);
      closing.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `specfind_${++statementCounter}`;
    const messages = await this.send([
      ...closing,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(text, prepared);
    return prepared;
  }

  private async forget(text: string): Promise<void> {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    await this.send([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
  }

  private serialise(statement: Prepared, values: readonly unknown[]): (string | null)[] {
    return values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[statement.paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
  }

  /** One trip into PGlite with every message; an error answer is thrown once the batch has run to its sync. */
  private send(messages: Uint8Array[]) {
    return this.pglite.runExclusive(() => this.pglite.execProtocolStream(Buffer.concat(messages), { syncToFs: false }));
  }
}
