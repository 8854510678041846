import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './outage';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database unavailable', () => {
  it('recognises refused and cut connections and a server shutting down or starting up', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });
  it('looks inside wrapping errors (drizzle puts the driver error in cause)', () => {
    const cause = withCode('connect ECONNREFUSED', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause }))).toBe(true);
  });
  it('leaves every other error alone: a bug stays a 500', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: select', { cause: new TypeError('x') }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
