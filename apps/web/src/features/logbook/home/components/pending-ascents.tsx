import { type AscentCragRoute, gradeValueOf } from '@climb/contracts';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AscentStatusBadge } from '../../../../climbing/ascent-status-badge';
import { useFormatters } from '../../../../lib/use-formatters';
import { notYetListed, usePendingAscents } from '../../api/pending-ascents';
import type { LogbookFilters } from '../lib/ascent-search';
import { type PendingRow, pendingRows } from '../lib/pending-rows';
import { GradeCell } from './ascent-card';

/**
 * My ascents logged offline on this device, not sent yet (the queue, read from IndexedDB), that pass the
 * list's filters and that the list does not hold already (sent meanwhile, same key).
 */
export function usePendingRows(filters: LogbookFilters = {}, listed: readonly AscentCragRoute[] = []) {
  const pending = usePendingAscents();
  return useMemo(() => pendingRows(notYetListed(pending, listed), filters), [pending, listed, filters]);
}

/** One ascent waiting to be sent, as a row of a list of my ascents, with its badge. */
export function PendingAscentCard({ row, showDate = true }: { row: PendingRow; showDate?: boolean }) {
  const { t } = useTranslation('logbook-home');
  const { shortDay } = useFormatters();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py={8}
      style={{ borderStyle: 'dashed' }}
      data-testid="pending-ascent"
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <GradeCell value={row.gradeText ? gradeValueOf(row.gradeText) : null} text={row.gradeText} />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {row.routeName}
          </Text>
          <Text size="sm" c="dimmed">
            {[row.cragName, showDate ? shortDay(row.releasedAt) : null].filter(Boolean).join(' · ')}
          </Text>
          <Group gap={6} mt={4}>
            <AscentStatusBadge status={row.status} />
            <Badge variant="dot" color="orange" radius="sm" tt="none" data-testid="pending-badge">
              {t('pending.badge')}
            </Badge>
          </Group>
        </Box>
      </Group>
    </Paper>
  );
}

/**
 * The offline queue on top of the list, each ascent marked as waiting to be sent: they leave it
 * once the server has them (then they are in the list below).
 */
export function PendingAscents({ rows }: { rows: PendingRow[] }) {
  const { t } = useTranslation('logbook-home');
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby={id} data-testid="pending-ascents">
      <Group gap="xs" wrap="nowrap">
        <IconCloudUpload size={20} aria-hidden />
        <Title order={2} size="h4" id={id}>
          {t('pending.title', { count: rows.length })}
        </Title>
      </Group>
      <Text size="sm">{t('pending.text')}</Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <PendingAscentCard key={row.key} row={row} />
        ))}
      </Stack>
    </Stack>
  );
}
