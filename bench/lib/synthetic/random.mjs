// A small seeded PRNG (mulberry32) and the draws the synthetic datasets use: the same seed gives the
// same dataset on every machine and every run.

export function createRandom(seed) {
  let state = seed >>> 0;
  /** A float in [0, 1). */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  /** A value of `weights` (`{ value: weight }`) drawn in proportion to its weight. */
  const weighted = (weights) => {
    const entries = Object.entries(weights);
    let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      left -= weight;
      if (left < 0) return value;
    }
    return entries[entries.length - 1][0];
  };
  /** `count` distinct items, in their original order. */
  const some = (items, count) => {
    const chosen = new Set();
    while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index]);
  };
  /** A normal draw (Box–Muller). */
  const normal = (mean, deviation) =>
    mean + deviation * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, int, pick, weighted, some, normal };
}

/** Splits `total` into `count` parts with a long tail (a few big crags, many small ones), summing exactly to `total`. */
export function skewedParts(random, total, count) {
  const weights = Array.from({ length: count }, () => (-Math.log(1 - random.next())) ** 1.6);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (let index = 0; left > 0; index = (index + 1) % count, left -= 1) parts[index] += 1;
  return parts;
}
