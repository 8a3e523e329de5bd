import type { Crag } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { PreparedBodies } from '../../lib/prepared-body';
import { earliestToday } from '../alerts/alert-dates';
import {
  alertCountDay,
  CRAG_BODY_BOUNDS,
  cragJson,
  currentPreparedCrag,
  type PreparedCrag,
  prepareCrag,
} from './crag-body';

describe('alertCountDay', () => {
  it('is earliestToday on either side of the moment it changes, and when the clock goes back', () => {
    const change = Date.parse('2026-03-10T12:00:00Z');
    for (const at of [change - 86_400_000, change - 1, change, change + 1, change + 3_600_000, change - 1]) {
      expect(alertCountDay(at), new Date(at).toISOString()).toBe(earliestToday(new Date(at)));
    }
    expect(alertCountDay(change - 1)).toBe('2026-03-09');
    expect(alertCountDay(change)).toBe('2026-03-10');
  });
});

describe('prepareCrag', () => {
  const crag = { id: 7, name: 'Céüse' } as Crag;
  const bodies = () => new PreparedBodies<number, PreparedCrag>(CRAG_BODY_BOUNDS);

  it('keeps the answer at the version and day it was read at, and only then', () => {
    const kept = bodies();
    const prepared = prepareCrag(kept, crag, 3, '2026-03-10');
    expect(prepared.body.toString()).toBe(cragJson(crag));
    expect(currentPreparedCrag(kept, 7, 3, '2026-03-10')).toBe(prepared);
    expect(currentPreparedCrag(kept, 7, 4, '2026-03-10')).toBeUndefined();
    expect(currentPreparedCrag(kept, 7, 3, '2026-03-11')).toBeUndefined();
  });

  it('keeps nothing while the shared cache is away (a negative version, never answered twice)', () => {
    const kept = bodies();
    prepareCrag(kept, crag, -12, '2026-03-10');
    expect(kept.size).toBe(0);
  });
});
