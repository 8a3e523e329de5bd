import { Alert, Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBuilt } from '../../../../lib/built-pages';

/** Rows or cards while they load. */
export function ListSkeleton({ rows = 4, height = 72 }: { rows?: number; height?: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs" role="status" aria-label={t('loading')} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** Something could not be loaded: say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('logbook-home');
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('states.loadError')}</Text>
        <Button size="sm" variant="default" onClick={onRetry} leftSection={<IconRefresh size={16} aria-hidden />}>
          {t('states.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface EmptyStateProps {
  text: string;
  /** The way to fill the gap ("Log my first ascent"), when that page exists. */
  action?: { label: string; to: string };
  /** Another way out, such as clearing the filters. */
  children?: ReactNode;
  testId?: string;
}

/** An empty list, said plainly, with the way to fill it. */
export function EmptyState({ text, action, children, testId }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text>{text}</Text>
        {action && isBuilt(action.to) ? (
          <Button component={Link} to={action.to} variant="light" leftSection={<IconPlus size={18} aria-hidden />}>
            {action.label}
          </Button>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** Previous and next pages as links (the page lives in the address), thumb-sized. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf(page: number): string }) {
  const { t } = useTranslation('logbook-home');
  if (pages <= 1 && page <= 1) return null;
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="space-between" gap="xs" wrap="nowrap">
      {page > 1 ? (
        <Button
          component={Link}
          to={hrefOf(page - 1)}
          variant="default"
          mih={44}
          leftSection={<IconChevronLeft size={18} aria-hidden />}
          data-testid="pager-previous"
        >
          {t('pager.previous')}
        </Button>
      ) : (
        <Box />
      )}
      <Text size="sm" ta="center">
        {t('pager.pageOf', { page, pages: Math.max(page, pages) })}
      </Text>
      {page < pages ? (
        <Button
          component={Link}
          to={hrefOf(page + 1)}
          variant="default"
          mih={44}
          rightSection={<IconChevronRight size={18} aria-hidden />}
          data-testid="pager-next"
        >
          {t('pager.next')}
        </Button>
      ) : (
        <Box />
      )}
    </Group>
  );
}
