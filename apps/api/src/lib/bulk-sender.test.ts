import { describe, expect, it } from 'vitest';
import { inBatches, MAX_DELIVERY_ATTEMPTS, needsSending } from './bulk-sender';

describe('the bulk sender', () => {
  it('sends to a recipient not yet tried, or failed with attempts left; never twice to one sent', () => {
    expect(needsSending(undefined)).toBe(true);
    expect(needsSending({ state: 'failed', attempts: 1 })).toBe(true);
    expect(needsSending({ state: 'failed', attempts: MAX_DELIVERY_ATTEMPTS - 1 })).toBe(true);
    expect(needsSending({ state: 'failed', attempts: MAX_DELIVERY_ATTEMPTS })).toBe(false);
    expect(needsSending({ state: 'sent', attempts: 1 })).toBe(false);
  });

  it('reads its recipients in batches, the last one shorter', async () => {
    async function* numbers() {
      for (let number = 1; number <= 7; number += 1) yield number;
    }
    const batches: number[][] = [];
    for await (const batch of inBatches(numbers(), 3)) batches.push(batch);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    const none: number[][] = [];
    for await (const batch of inBatches([], 3)) none.push(batch);
    expect(none).toEqual([]);
  });
});
