import type { Gym } from '@climb/contracts';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Anchor, Group, Text } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import { gymAdministrationRequestPath } from '../../shared/paths';

/**
 * Who keeps the gym's page: its team once it has one, said in a short line; otherwise a discreet way for the people
 * who work there to claim it. The same for every visitor, so the server's page holds it.
 */
export function GymStaffLine({ gym }: { gym: Gym }) {
  const { t } = useTranslation('indoor');
  if (gym.administered) {
    return (
      <Group gap={6} wrap="nowrap" data-testid="gym-staff-line">
        <IconUsersGroup size={16} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('staff.team')}
        </Text>
      </Group>
    );
  }
  const to = gymAdministrationRequestPath(gym);
  if (!isBuilt(to)) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="gym-staff-line">
      <Anchor to={to} size="sm" data-testid="gym-claim-link">
        {t('staff.claim')}
      </Anchor>
    </Text>
  );
}
