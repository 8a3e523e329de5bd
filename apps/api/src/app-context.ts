import type { AccessTokens, Guards } from './accounts/auth';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { DomainEventBus } from './lib/domain-events';

/** What route plugins and services are given: built once by `buildApp`, injected where used. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  tokens: AccessTokens;
  guards: Guards;
  events: DomainEventBus;
}
