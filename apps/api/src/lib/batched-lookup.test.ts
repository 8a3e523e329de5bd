import { describe, expect, it } from 'vitest';
import { BatchedLookup } from './batched-lookup';

function recorded() {
  const batches: number[][] = [];
  const lookup = new BatchedLookup<number, { id: number; name: string }>(async (ids) => {
    batches.push([...ids]);
    return new Map(ids.filter((id) => id !== 404).map((id) => [id, { id, name: `crag ${id}` }]));
  }, 3);
  return { batches, lookup };
}

describe('BatchedLookup', () => {
  it('answers the lookups of one turn with one fetch, each caller its own row', async () => {
    const { batches, lookup } = recorded();
    const rows = await Promise.all([lookup.load(1), lookup.load(2), lookup.load(1), lookup.load(404)]);
    expect(rows).toEqual([{ id: 1, name: 'crag 1' }, { id: 2, name: 'crag 2' }, { id: 1, name: 'crag 1' }, undefined]);
    // Keys once each, at most `maxBatch` (3) per fetch.
    expect(batches).toEqual([[1, 2, 404]]);
  });

  it('fetches again for the lookups of a later turn', async () => {
    const { batches, lookup } = recorded();
    await lookup.load(1);
    await lookup.load(1);
    expect(batches).toEqual([[1], [1]]);
  });

  it('sends a full batch at once, the rest with the turn', async () => {
    const { batches, lookup } = recorded();
    await Promise.all([1, 2, 3, 4].map((id) => lookup.load(id)));
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every caller of a failed fetch, and recovers for the next one', async () => {
    let fail = true;
    const lookup = new BatchedLookup<number, number>(async (ids) => {
      if (fail) throw new Error('connection cut');
      return new Map(ids.map((id) => [id, id * 10]));
    });
    const failed = await Promise.allSettled([lookup.load(1), lookup.load(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup.load(2)).toBe(20);
  });
});
