import type { GymOpener } from '@climb/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type AdminGymRef, adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { PlainButtonLink, VisuallyHiddenText } from '../../../../../components/plain-ui';
import { Badge, Group, Paper, Stack, Text } from '../../../../../components/ui';
import { STRUCTURE_NAMESPACE } from '../structure-texts';
import classes from './opener-list.module.css';

/** The full name of an opener when it says more than the name the routes show. */
function fullName(opener: GymOpener): string | null {
  const full = [opener.first_name, opener.last_name].filter(Boolean).join(' ');
  return full && full !== opener.name ? full : null;
}

/** Openers, each with their routes counted and the way to their edit page. */
export function OpenerList({
  gym,
  openers,
  testId,
}: {
  gym: AdminGymRef;
  openers: readonly GymOpener[];
  testId: string;
}) {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  return (
    <ul className={classes.list} data-testid={testId}>
      {openers.map((opener) => {
        const full = fullName(opener);
        return (
          <li key={opener.id}>
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} className={classes.text}>
                  <Group gap="xs">
                    <Text fw={600} className={classes.name}>
                      {opener.name}
                    </Text>
                    {opener.user ? <Badge variant="light">{t('opener.hasAccount')}</Badge> : null}
                  </Group>
                  {full ? (
                    <Text size="sm" c="dimmed" className={classes.name}>
                      {full}
                    </Text>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    {t('opener.counts', { mounted: opener.mounted_routes_count, count: opener.routes_count })}
                  </Text>
                </Stack>
                <PlainButtonLink
                  to={adminPath(gym, `openers/${opener.id}/edit`)}
                  variant="default"
                  size="sm"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  data-testid={`opener-edit-${opener.id}`}
                >
                  {t('actions.edit')}
                  <VisuallyHiddenText> {opener.name}</VisuallyHiddenText>
                </PlainButtonLink>
              </Group>
            </Paper>
          </li>
        );
      })}
    </ul>
  );
}
