import type { Gym } from '@climb/contracts';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { adminPath } from '../../../../climbing/gym-admin/admin-paths';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { useHydrated } from '../../../../lib/hydration';
import { useSessionStore } from '../../../../lib/session-store';

/**
 * The way into the gym's administration area, for a member of its team (any role) or a site administrator. A
 * per-visitor part: the server's page, cached for everyone, holds nothing here; it appears once hydrated.
 */
export function GymAdminLink({ gym }: { gym: Pick<Gym, 'id' | 'slug_name'> }) {
  const { t } = useTranslation('indoor');
  const hydrated = useHydrated();
  const user = useSessionStore((state) => state.user);
  if (!hydrated || !user) return null;
  const member = user.super_admin || user.administered_gyms.some((administered) => administered.id === gym.id);
  if (!member) return null;
  return (
    <PlainButtonLink
      to={adminPath(gym)}
      variant="light"
      leftSection={<IconSettings size={18} aria-hidden />}
      data-testid="gym-admin-link"
    >
      {t('staff.administration')}
    </PlainButtonLink>
  );
}
