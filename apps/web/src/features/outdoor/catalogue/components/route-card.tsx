import type { CragRouteSummary } from '@climb/contracts';
import { Box, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { cragRoutePath } from '../../../../climbing/paths';
import { RouteMarkPlace } from '../../../../climbing/record-slots';
import { useFormatters } from '../../../../lib/use-formatters';

interface RouteCardProps {
  route: CragRouteSummary;
  /** Name the route's sector (a list not grouped by sector). */
  showSector?: boolean;
}

/** One route of a list: the whole card is the link, big enough for a thumb; the climber's mark when signed in. */
export function RouteCard({ route, showSector = false }: RouteCardProps) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { metres, decimal } = useFormatters();
  const details = [
    label('climbing_types', route.climbing_type),
    route.height === null ? null : metres(route.height),
    route.pitches_count > 1 ? t('routes.pitchesCount', { count: route.pitches_count }) : null,
    showSector && route.crag_sector ? route.crag_sector.name : null,
    route.ascents_count > 0 ? t('routes.ascentsCount', { count: route.ascents_count }) : null,
  ].filter(Boolean);
  return (
    <Paper
      component={Link}
      to={cragRoutePath(route)}
      withBorder
      radius="md"
      px="sm"
      py={8}
      mih={56}
      display="block"
      style={{ textDecoration: 'none', color: 'inherit' }}
      data-testid="route-card"
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <Box miw={56} style={{ flexShrink: 0 }}>
          {route.grade_min_value ? (
            <GradeBadge value={route.grade_min_value} max={route.grade_max_value} size="lg" />
          ) : (
            <Text size="sm" c="dimmed">
              {t('routes.ungraded')}
            </Text>
          )}
        </Box>
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {route.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Text>
        </Box>
        <RouteMarkPlace routeId={route.id} />
        {route.note === null ? null : (
          <Group gap={2} wrap="nowrap">
            <IconStar size={16} aria-hidden />
            <Text size="sm" aria-hidden>
              {decimal(route.note)}
            </Text>
            <VisuallyHidden>{t('routes.note', { note: decimal(route.note) })}</VisuallyHidden>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
