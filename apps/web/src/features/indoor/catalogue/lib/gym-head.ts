import {
  type Gym,
  type GymChain,
  type GymSpace,
  gymChainPageHead,
  gymPageHead,
  gymRouteTablePageHead,
  gymSpacePageHead,
  type Locale,
} from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useRecordHead } from '../../shared/use-record-head';

/** The page's language, as the server wrote its head in. */
function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'fr';
}

/**
 * The head of a gym's page or of one of its child pages, the one the server wrote (contracts' `gymPageHead`): the
 * page keeps its title once hydrated.
 */
export function useGymHead(
  gym: Pick<Gym, 'name' | 'city' | 'mounted_routes_count'>,
  child?: 'spaces' | 'routes' | 'followers',
) {
  const locale = useLocale();
  const head =
    child === 'routes'
      ? gymRouteTablePageHead(locale, gym)
      : gymPageHead(locale, child === 'spaces' ? 'gymSpaces' : child === 'followers' ? 'gymFollowers' : 'gym', gym);
  useRecordHead(head.title, head.description);
}

/** The head of a space's page, the one the server wrote. */
export function useGymSpaceHead(space: Pick<GymSpace, 'name' | 'gym' | 'mounted_routes_count'>) {
  const head = gymSpacePageHead(useLocale(), 'gymSpace', {
    name: space.name,
    gym_name: space.gym.name,
    mounted_routes_count: space.mounted_routes_count,
  });
  useRecordHead(head.title, head.description);
}

/** The head of a chain's page, the one the server wrote. */
export function useGymChainHead(chain: Pick<GymChain, 'name' | 'gyms_count'>) {
  const head = gymChainPageHead(useLocale(), 'gymChain', chain);
  useRecordHead(head.title, head.description);
}
