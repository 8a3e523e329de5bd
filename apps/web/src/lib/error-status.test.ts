import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-status';

describe('errorStatus', () => {
  it('takes statusCode, else status, else the response status, else 500', () => {
    expect(errorStatus({ statusCode: 404, status: 401, response: { status: 403 } })).toBe(404);
    expect(errorStatus({ status: 401, response: { status: 403 } })).toBe(401);
    expect(errorStatus({ response: { status: 403 } })).toBe(403);
    expect(errorStatus({})).toBe(500);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus('text')).toBe(500);
  });

  it('reads the status of a `data()` thrown while rendering (invalid route parameters, a missing record)', () => {
    expect(errorStatus(data('Not found', { status: 404 }))).toBe(404);
  });

  it('ignores values that are not statuses', () => {
    expect(errorStatus({ statusCode: '404', status: 0, response: { status: 422 } })).toBe(422);
  });
});
