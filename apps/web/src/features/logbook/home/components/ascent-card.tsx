import type { AscentCragRoute } from '@climb/contracts';
import { ActionIcon, Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AscentStatusBadge } from '../../../../climbing/ascent-status-badge';
import { GradeBadge } from '../../../../climbing/grade';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { cragPath, cragRoutePath } from '../../../../climbing/paths';
import { useFormatters } from '../../../../lib/use-formatters';
import { editAscentPath } from '../lib/paths';

/** The grade column of a row: the badge, or the grade as written when it has no value. */
export function GradeCell({ value, text }: { value: number | null; text: string | null }) {
  const { t } = useTranslation('logbook-home');
  return (
    <Box miw={56} style={{ flexShrink: 0 }}>
      {value ? (
        <GradeBadge value={value} size="lg" />
      ) : (
        <Text size="sm" c="dimmed">
          {text ?? t('list.ungraded')}
        </Text>
      )}
    </Box>
  );
}

/**
 * One ascent of my logbook: route (to its page), crag, grade in my system, status, date, how it was
 * roped, and the way to edit it.
 */
export function AscentCard({ ascent, showDate = true }: { ascent: AscentCragRoute; showDate?: boolean }) {
  const { t } = useTranslation('logbook-home');
  const { label } = useLogbookLabels();
  const { shortDay } = useFormatters();
  const route = ascent.crag_route;
  const crag = ascent.crag ?? route?.crag ?? null;
  const details = [
    showDate ? shortDay(ascent.released_at) : null,
    ascent.roping_status ? label('roping_statuses', ascent.roping_status) : null,
    ascent.sections_count > 1 ? t('list.pitches', { count: ascent.sections_count }) : null,
    ascent.attempt && ascent.attempt > 1 ? t('list.attempts', { count: ascent.attempt }) : null,
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="md" px="sm" py={8} data-testid="ascent-card" data-ascent-id={ascent.id}>
      <Group gap="sm" wrap="nowrap" align="center">
        <GradeCell value={ascent.grade_value} text={ascent.grade_text} />
        <Box style={{ minWidth: 0, flex: 1 }}>
          {route ? (
            <Anchor component={Link} to={cragRoutePath(route)} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {route.name}
            </Anchor>
          ) : (
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {ascent.route_name}{' '}
              <Text span size="sm" c="dimmed" fw={400}>
                ({t('list.deletedRoute')})
              </Text>
            </Text>
          )}
          <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }} data-testid="ascent-details">
            {crag ? (
              <Anchor component={Link} to={cragPath(crag)} size="sm" underline="always" data-testid="ascent-crag">
                {crag.name}
              </Anchor>
            ) : null}
            {details.length > 0 ? (
              <Text span size="sm" c="dimmed">
                {crag ? ' · ' : ''}
                {details.join(' · ')}
              </Text>
            ) : null}
          </Text>
          <Group gap={6} mt={4}>
            <AscentStatusBadge status={ascent.ascent_status} />
          </Group>
        </Box>
        {route && crag ? (
          <ActionIcon
            component={Link}
            to={editAscentPath(crag, route, ascent.id)}
            variant="default"
            size={44}
            aria-label={t('list.editLabel', { name: route.name })}
            data-testid="ascent-edit"
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}
