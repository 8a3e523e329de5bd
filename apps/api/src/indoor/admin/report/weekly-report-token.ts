import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The token of the one-click link every weekly gym report carries (`/gym-reports/unsubscribe?token=…`): the
 * administrator record, signed with the server's secret, so that the link turns that record's report off without
 * signing in and without a table. It does not expire: an old report's link still works, and only ever turns it off.
 */

function signature(secret: string, administratorId: number): string {
  return createHmac('sha256', secret).update(`gym-weekly-report\n${administratorId}`).digest('base64url');
}

/** `<administrator record id>.<signature>`. */
export function weeklyReportToken(secret: string, administratorId: number): string {
  return `${administratorId}.${signature(secret, administratorId)}`;
}

/** The administrator record a token names, or null when it is not one this server signed. */
export function readWeeklyReportToken(secret: string, token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [id, given] = parts as [string, string];
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const administratorId = Number(id);
  if (administratorId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, administratorId));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  return administratorId;
}
