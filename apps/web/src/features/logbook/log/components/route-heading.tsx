import type { CragRouteSummary } from '@climb/contracts';
import { Box, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';

/** The route being logged: grade, name, type, crag and sector; `action` beside it (change route). */
export function RouteHeading({ route, action }: { route: CragRouteSummary; action?: ReactNode }) {
  const { t } = useTranslation('logbook');
  const { label } = useEnumLabels();
  const crag = route.crag_sector ? `${route.crag.name} · ${route.crag_sector.name}` : route.crag.name;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="log-route">
      <Group gap="sm" wrap="nowrap" align="center">
        <Box miw={56} style={{ flexShrink: 0 }}>
          {route.grade_min_value ? (
            <GradeBadge value={route.grade_min_value} max={route.grade_max_value} size="lg" />
          ) : (
            <Text size="sm" c="dimmed">
              {route.grade_text ?? '?'}
            </Text>
          )}
        </Box>
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="log-route-name">
            {route.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('form.routeFacts', { type: label('climbing_types', route.climbing_type), crag })}
          </Text>
        </Box>
        {action}
      </Group>
    </Paper>
  );
}
