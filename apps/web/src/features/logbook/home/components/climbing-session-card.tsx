import type { ClimbingSessionSummary } from '@climb/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { useFormatters } from '../../../../lib/use-formatters';
import { sessionPath } from '../lib/paths';

/** One climbing day of the list: the date (to the session), its crags, figures and kinds of climbing. */
export function ClimbingSessionCard({ session }: { session: ClimbingSessionSummary }) {
  const { t } = useTranslation(['logbook-home', 'indoor-enums']);
  const { label } = useEnumLabels();
  // A board (`pan`) is indoor only: its label is the indoor catalogue's.
  const typeLabel = (type: string) =>
    type === 'pan' ? t('indoor-enums:route_climbing_types.pan') : label('climbing_types', type);
  const places = [...session.crags, ...session.gyms];
  const { day, weekday, metres } = useFormatters();
  const { figures } = session;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="session-card" data-date={session.session_date}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="capitalize">
              {weekday(session.session_date)}
            </Text>
            <Anchor component={Link} to={sessionPath(session.session_date)} fw={700} size="lg">
              {day(session.session_date)}
            </Anchor>
          </div>
          {figures.max_grade_value ? <GradeBadge value={figures.max_grade_value} size="lg" /> : null}
        </Group>
        {places.length > 0 ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="session-crags">
            {places.map((place) => place.name).join(', ')}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" data-testid="session-figures">
          {[t('sessions.ascents', { count: figures.ascents }), figures.metres > 0 ? metres(figures.metres) : null]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {session.climbing_types.length > 0 ? (
          <Group gap={4}>
            {session.climbing_types.map((type) => (
              <Badge key={type} variant="light" color="gray" radius="sm" tt="none">
                {typeLabel(type)}
              </Badge>
            ))}
          </Group>
        ) : null}
        {session.description ? (
          <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
            {session.description}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
