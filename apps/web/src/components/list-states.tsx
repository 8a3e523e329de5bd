import { IconPlus, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isBuilt } from '../lib/built-pages';
import classes from './list-states.module.css';
import { PlainButton, PlainButtonLink } from './plain-ui';
import { Alert, Paper, Stack, Text } from './ui';

/** The heights of the placeholders, in pixels: a row of a list (56), the cards of the climber's pages. */
type SkeletonHeight = 56 | 96 | 110 | 120 | 160;

/** A list's rows or cards while they load. */
export function ListSkeleton({ rows = 4, height = 56 }: { rows?: number; height?: SkeletonHeight }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs" role="status" aria-label={t('loading')} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <div key={index} className={classes.skeleton} data-height={height} />
      ))}
    </Stack>
  );
}

/** Something could not be loaded (offline, server error): say so and offer to try again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? t('states.loadError')}</Text>
        <PlainButton variant="default" onClick={onRetry} leftSection={<IconRefresh size={16} aria-hidden />}>
          {t('states.retry')}
        </PlainButton>
      </Stack>
    </Alert>
  );
}

interface EmptyStateProps {
  text: string;
  /** The way to fill the gap ("Add the first route"), when that page exists. */
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
          <PlainButtonLink
            to={action.to}
            variant="light"
            color="primary"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {action.label}
          </PlainButtonLink>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
