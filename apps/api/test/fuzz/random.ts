/**
 * A small seeded pseudo-random source (a 32-bit counter through an integer hash): the same seed
 * gives the same requests, so a failing fuzz run is replayed with its seed.
 */
export class SeededRandom {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x9e3779b9) >>> 0;
    let hash = this.#state;
    hash = Math.imul(hash ^ (hash >>> 16), 0x21f0aaad);
    hash = Math.imul(hash ^ (hash >>> 15), 0x735a2d97);
    return ((hash ^ (hash >>> 15)) >>> 0) / 0x1_0000_0000;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick: no items');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of `weighted` keys, each as likely as its weight. */
  weighted<K extends string>(weighted: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weighted) as Array<[K, number]>;
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return (entries.at(-1) as [K, number])[0];
  }

  /** A text of `length` characters drawn from `alphabet`. */
  text(length: number, alphabet: string): string {
    let out = '';
    for (let index = 0; index < length; index++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}
