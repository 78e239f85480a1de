import { describe, expect, it } from 'vitest';
import { classifyDbError, isBrokenConnection, isDatabaseUnavailable } from '../../src/db/faults';
import { AppError } from '../../src/errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('database faults', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['refused on every address', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' })],
    ['reset', withCode('ECONNRESET')],
    ['socket timeout', withCode('ETIMEDOUT')],
    ['server shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['server starting (57P03)', withCode('57P03', 'the database system is starting up')],
    ['connection exception class 08', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['idle in transaction timeout', withCode('25P03')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['new connection timeout', new Error('Connection terminated due to connection timeout')],
    ['server went away', new Error('Connection terminated unexpectedly')],
    ['client read timeout (frozen server)', new Error('Query read timeout')],
    ['closed client', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s: the connection is broken and the database unavailable', (_label, error) => {
    expect(isBrokenConnection(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a statement timeout (57014) makes the database unavailable but leaves the connection usable', () => {
    const error = withCode('57014', 'canceling statement due to statement timeout');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isBrokenConnection(error)).toBe(false);
  });

  it.each([
    ['unique violation', withCode('23505')],
    ['syntax error', withCode('42601')],
    ['invalid text (NUL byte)', withCode('22021')],
    ['plain error', new Error('Expected one row, got 0')],
    ['not an error', 'boom'],
    ['an AppError', new AppError(404, 'Not found')],
  ])('%s is not a database outage and passes unchanged', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(classifyDbError(error)).toBe(error);
  });

  it('classifies an outage as a 503 asking to retry, keeping the cause for the log but out of the message', () => {
    const cause = withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432');
    const error = classifyDbError(cause) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(503);
    expect(error.data).toMatchObject({ retryAfter: expect.any(Number), databaseFault: 'ECONNREFUSED' });
    expect(error.message).not.toContain('10.0.0.5');
    expect(error.cause).toBe(cause);
  });
});
