import type { SqlQuery } from './sql';

export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Something that runs statements: the database or an open transaction. */
export interface Queryable {
  query<T = Row>(query: SqlQuery): Promise<QueryResult<T>>;
  many<T = Row>(query: SqlQuery): Promise<T[]>;
  /** Exactly one row, or throws. */
  one<T = Row>(query: SqlQuery): Promise<T>;
  maybeOne<T = Row>(query: SqlQuery): Promise<T | null>;
}

/** One connection held alone, outside any transaction: statements, and scripts of several statements. */
export interface Session extends Queryable {
  exec(text: string): Promise<void>;
}

/** Connections busy with a statement and callers waiting for one (PGlite: its one connection and the queue for it). */
interface PoolStats {
  inUse: number;
  waiting: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  poolStats(): PoolStats;
  /** Runs a script of several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection that nothing else uses meanwhile, for what must stay on one
   * connection across statements and transactions (a session-level advisory lock).
   */
  session<T>(work: (session: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The small surface each engine provides; `createDb` builds the rest on it. */
export interface Driver {
  readonly kind: Db['kind'];
  run(text: string, values: readonly unknown[]): Promise<QueryResult<Row>>;
  exec(text: string): Promise<void>;
  /** Runs `work` on one connection inside BEGIN/COMMIT, with nothing else interleaved. */
  transaction<T>(work: (run: Driver['run']) => Promise<T>): Promise<T>;
  /** Runs `work` on one connection, with nothing else interleaved and no transaction around it. */
  session<T>(work: (conn: Pick<Driver, 'run' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Drivers that cannot tell (a test's stand-in) report an idle pool. */
  poolStats?(): PoolStats;
}
