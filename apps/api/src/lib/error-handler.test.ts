import { describe, expect, it } from 'vitest';
import { isLostDatabaseConnection } from './error-handler';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isLostDatabaseConnection', () => {
  it.each([
    ['the server ended the connection', withCode('terminating connection due to administrator command', '57P01')],
    ['the server is starting', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['the socket was cut under the query', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    [
      'the driver error wrapped by the query builder',
      new Error('Failed query: select 1', { cause: withCode('x', '57P01') }),
    ],
  ])('is true when %s', (_label, error) => {
    expect(isLostDatabaseConnection(error)).toBe(true);
  });

  it.each([
    ['a broken constraint', withCode('duplicate key value violates unique constraint', '23505')],
    ['a wrong query', withCode('column "x" does not exist', '42703')],
    ['any other error', new Error('Something else')],
    ['not an error', 'Connection terminated'],
  ])('is false for %s', (_label, error) => {
    expect(isLostDatabaseConnection(error)).toBe(false);
  });
});
