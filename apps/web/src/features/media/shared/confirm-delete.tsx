import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain-ui';
import { Group, Paper, Stack, Text } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { useAlerts } from '../../../platform/alerts/use-alerts';

export interface ConfirmDeleteProps {
  label: string;
  confirmText: string;
  deletedMessage: string;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
  testId?: string;
  /** `compact` inside a list (a comment among others): smaller icons, text and padding. */
  size?: 'default' | 'compact';
}

/**
 * Removing a video, a link or a comment from a page the server renders: the button asks first, in place (the page carries no
 * dialog library), and its answer takes the focus, described by the question. A 403 from the API has already led to the right-required page.
 */
export function ConfirmDelete({
  label,
  confirmText,
  deletedMessage,
  onDelete,
  onDeleted,
  testId,
  size = 'default',
}: ConfirmDeleteProps) {
  const { t } = useTranslation('common');
  const compact = size === 'compact';
  const iconSize = compact ? 16 : 18;
  const alerts = useAlerts();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  const questionId = useId();
  const mutation = useMutation({ mutationFn: onDelete });
  useEffect(() => {
    if (asking) question.current?.querySelector('button')?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <PlainButton
        variant="default"
        leftSection={<IconTrash size={iconSize} aria-hidden />}
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        {label}
      </PlainButton>
    );
  }
  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      alerts.success(deletedMessage);
      onDeleted();
    } catch (error) {
      setAsking(false);
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    }
  };
  return (
    <div ref={question}>
      <Paper withBorder radius="md" p={compact ? 'sm' : 'md'}>
        <Stack gap="sm">
          <Text size={compact ? 'sm' : undefined} id={questionId}>
            {confirmText}
          </Text>
          <Group gap="sm">
            <PlainButton
              variant="default"
              leftSection={<IconTrash size={iconSize} aria-hidden />}
              onClick={() => void confirm()}
              aria-describedby={questionId}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
              data-testid={testId ? `${testId}-confirm` : undefined}
            >
              {t('actions.confirmDelete')}
            </PlainButton>
            <PlainButton variant="subtle" onClick={() => setAsking(false)}>
              {t('actions.cancel')}
            </PlainButton>
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}
