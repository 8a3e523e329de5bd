import type { GymSpaceSummary, RecordRef } from '@climb/contracts';
import { IconMap2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Paper, Stack, Text } from '../../../../components/ui';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { gymSpacePath } from '../../shared/paths';
import classes from './space-cards.module.css';

/** The gym's spaces as cards leading to each space, with a thumbnail of its plan: one a row on a phone. */
export function SpaceCards({ gym, spaces }: { gym: RecordRef; spaces: readonly GymSpaceSummary[] }) {
  const { t } = useTranslation('indoor');
  const { label } = useIndoorLabels();
  return (
    <ul className={classes.grid} data-testid="space-cards">
      {spaces.map((space) => (
        <li key={space.id}>
          <Paper
            component={Link}
            to={gymSpacePath(gym, space)}
            withBorder
            radius="md"
            className={classes.card}
            data-testid="space-card"
          >
            {space.plan ? (
              <img
                src={space.plan.url}
                alt=""
                width={space.plan.width}
                height={space.plan.height}
                className={classes.plan}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={classes.plan} data-empty="true" aria-hidden="true">
                <IconMap2 size={32} />
              </span>
            )}
            <Stack gap={2} p="sm">
              <Text fw={700} breakAnywhere>
                {space.name}
              </Text>
              <Text size="sm" c="dimmed">
                {[
                  space.climbing_type ? label('route_climbing_types', space.climbing_type) : null,
                  t('figures.sectorsCount', { count: space.sectors_count }),
                  t('figures.mountedRoutesCount', { count: space.mounted_routes_count }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          </Paper>
        </li>
      ))}
    </ul>
  );
}
