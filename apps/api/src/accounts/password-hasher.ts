import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane): about 25–40 ms per hash on one core
 * here, so a 2-core node signs in dozens of climbers per second while a stolen digest stays
 * costly to attack.
 */
// `Algorithm` is an ambient const enum (unusable with isolated modules): 2 is Argon2id.
export const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(digest: string | null, password: string): Promise<boolean> {
  if (!digest) return false;
  try {
    return await verify(digest, password);
  } catch {
    return false;
  }
}

/** A digest of a random password, verified against when the e-mail is unknown (same timing). */
let decoy: Promise<string> | null = null;
export function decoyDigest(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
