import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, Paper, Stack, Text } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { COMMENTS_NAMESPACE } from '../lib/comment-texts';

/**
 * A comment's removal, asked first in place (a discussion carries no dialog library): the question takes the focus
 * and describes its answer. A 403 from the API has already led to the right-required page.
 */
export function CommentDelete({ onDelete, onDeleted }: { onDelete: () => Promise<unknown>; onDeleted: () => void }) {
  const { t } = useTranslation([COMMENTS_NAMESPACE, 'common']);
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
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setAsking(true)}
        data-testid="comment-delete"
      >
        {t('comment.delete')}
      </PlainButton>
    );
  }
  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      alerts.success(t('comment.deletedDone'));
      onDeleted();
    } catch (error) {
      setAsking(false);
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    }
  };
  return (
    <div ref={question}>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <Text size="sm" id={questionId}>
            {t('comment.deleteConfirm')}
          </Text>
          <Group gap="sm">
            <PlainButton
              variant="default"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void confirm()}
              aria-describedby={questionId}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
              data-testid="comment-delete-confirm"
            >
              {t('common:actions.confirmDelete')}
            </PlainButton>
            <PlainButton variant="subtle" onClick={() => setAsking(false)}>
              {t('common:actions.cancel')}
            </PlainButton>
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}
