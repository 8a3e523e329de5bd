import type { CragRouteSummary } from '@climb/contracts';
import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { cragPath, cragRoutePath } from '../../../../climbing/paths';
import { isBuilt } from '../../../../lib/built-pages';
import { useFormatters } from '../../../../lib/use-formatters';
import { newAscentPath } from '../lib/paths';

interface RouteItemCardProps {
  route: CragRouteSummary;
  /** What this list says about the route: attempts, the day it was added. */
  facts: string[];
  /** Beside "log it": remove from the list. */
  extra?: ReactNode;
  testId: string;
}

/** A route of my projects or tick list: route and crag, grade, facts, and the way to log an ascent. */
export function RouteItemCard({ route, facts, extra, testId }: RouteItemCardProps) {
  const { t } = useTranslation('logbook-home');
  const { label } = useEnumLabels();
  const { metres } = useFormatters();
  const logPath = newAscentPath(route.crag, route);
  const details = [
    label('climbing_types', route.climbing_type),
    route.height ? metres(route.height) : null,
    route.crag_sector?.name ?? null,
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={testId} data-route-id={route.id}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box miw={56} style={{ flexShrink: 0 }}>
            {route.grade_min_value ? (
              <GradeBadge value={route.grade_min_value} max={route.grade_max_value} size="lg" />
            ) : (
              <Text size="sm" c="dimmed">
                {route.grade_text ?? t('list.ungraded')}
              </Text>
            )}
          </Box>
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={cragRoutePath(route)} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {route.name}
            </Anchor>
            <Group gap={6} wrap="wrap">
              <Anchor component={Link} to={cragPath(route.crag)} size="sm">
                {route.crag.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                · {details.join(' · ')}
              </Text>
            </Group>
            {facts.length > 0 ? (
              <Text size="sm" mt={4} data-testid={`${testId}-facts`}>
                {facts.join(' · ')}
              </Text>
            ) : null}
          </Box>
        </Group>
        <Group gap="xs" justify="flex-end">
          {extra}
          {isBuilt(logPath) ? (
            <Button
              component={Link}
              to={logPath}
              size="sm"
              mih={44}
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              aria-label={t('routes.logItLabel', { name: route.name })}
              data-testid="log-it"
            >
              {t('routes.logIt')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Cards in one column on a phone, two beside each other above. */
export function RouteItemGrid({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      component="ul"
      p={0}
      m={0}
      style={{
        listStyle: 'none',
        display: 'grid',
        gap: 'var(--mantine-spacing-xs)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
      }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
