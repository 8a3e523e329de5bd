import type { Gym } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useRecordHead } from '../../shared/use-record-head';

/**
 * The head of a gym's page: its name and town (`Bloc Session – Lyon`), a child page's name before it
 * (`Espaces – Bloc Session`), and a description of what it offers.
 */
export function useGymHead(gym: Pick<Gym, 'name' | 'city'>, child?: 'spaces' | 'routes' | 'followers', about?: string) {
  const { t } = useTranslation('indoor');
  const title = child ? `${t(`heads.${child}`)} – ${gym.name}` : `${gym.name} – ${gym.city}`;
  useRecordHead(title, about ?? t('heads.description', { name: gym.name, city: gym.city }));
}
