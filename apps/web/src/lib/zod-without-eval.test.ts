import { describe, expect, it } from 'vitest';

describe('zod without evaluated code', () => {
  it('turns off the parsers built with `new Function` where zod reads its settings', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod');
    // Zod still keeps its settings on this global: the first chunk can set them without loading zod.
    expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
    expect(config().jitless).toBe(true);
  });
});
