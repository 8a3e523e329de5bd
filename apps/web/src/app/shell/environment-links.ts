import {
  ENVIRONMENT_HOME_PATHS,
  ENVIRONMENT_SEARCH_PATHS,
  type Environment,
  type EnvironmentOrNone,
} from '@climb/contracts';
import { isBuilt } from '../../lib/built-pages';

/**
 * Where an environment button leads: its landing page, or — when it is already the active
 * environment — its search page (spec §2.1), once that page exists.
 */
export function environmentTarget(environment: Environment, active: EnvironmentOrNone): string {
  const search = ENVIRONMENT_SEARCH_PATHS[environment];
  if (environment === active && isBuilt(search)) return search;
  return ENVIRONMENT_HOME_PATHS[environment];
}
