import type { EndpointName } from '@climb/contracts';
import type { Caller, World } from '../../helpers/authorization-world';

/** What a call needs beyond its path params. */
export interface CallSetup {
  world: World;
  /** The climber the call is signed in as (the actor, or a copy of them), if any. */
  caller: Caller | null;
}

export interface Fixture {
  query?: (world: World) => Record<string, string | number> | Promise<Record<string, string | number>>;
  body?: (setup: CallSetup) => object | Promise<object>;
  /** The records the path's `{id}` names instead of the world's own, by kind (`gyms`). */
  records?: (world: World) => Record<string, number>;
  /**
   * What an allowed call would take from the world, and so how it runs (after every other call):
   * `copy` acts on a fresh record of the kind its `{id}` names, `caller_copy` is made by a fresh
   * climber of the actor's role (it ends their session or account), `last` acts on the world itself.
   * A DELETE is `copy` when it names a record, `last` otherwise, unless said here.
   */
  destructive?: 'copy' | 'caller_copy' | 'last';
}

/**
 * The matrix's part for one area of the API whose records the base world lacks (the gym administration's tools):
 * the records its `{id}` paths name, made once in the world's gym, fresh ones for allowed deletes, and its calls.
 */
export interface AreaFixtures {
  /** Makes the area's records in the world, once: `{ kind: id }`, kind the path segment before `{id}`. */
  records?: (world: World) => Promise<Record<string, number>>;
  /** A fresh record of `kind` for an allowed delete; null when the kind is not the area's. */
  copy?: (world: World, kind: string) => Promise<number | null>;
  fixtures: Partial<Record<EndpointName, Fixture>>;
}
