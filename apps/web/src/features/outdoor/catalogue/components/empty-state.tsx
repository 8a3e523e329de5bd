import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isBuilt } from '../../../../lib/built-pages';

interface EmptyStateProps {
  text: string;
  /** The way to fill the gap ("Add the first route"), when that page exists. */
  action?: { label: string; to: string };
  testId?: string;
}

/** An empty list, said plainly, with the way to fill it. */
export function EmptyState({ text, action, testId }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text>{text}</Text>
        {action && isBuilt(action.to) ? (
          <Button component={Link} to={action.to} variant="light" leftSection={<IconPlus size={18} aria-hidden />}>
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
