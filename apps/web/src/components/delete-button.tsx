import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useAlerts } from '../platform/alerts/use-alerts';

/**
 * Deleting a record (a wiki record, an ascent) after a confirmation that names it. Offered only to
 * those who may; a 403 from the API still leads to the right-required page.
 */
export interface DeleteButtonProps {
  label: string;
  confirmText: string;
  deletedMessage: string;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
  /** `data-testid` of the button; the confirmation's is the same followed by `-confirm`. */
  testId?: string;
}

export function DeleteButton({ label, confirmText, deletedMessage, onDelete, onDeleted, testId }: DeleteButtonProps) {
  const { t } = useTranslation('common');
  const alerts = useAlerts();
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useMutation({ mutationFn: onDelete });
  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      close();
      alerts.success(deletedMessage);
      onDeleted();
    } catch (error) {
      close();
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    }
  };
  return (
    <>
      <Button
        variant="default"
        c="var(--mantine-color-error)"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={open}
        data-testid={testId}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} centered>
        <Stack gap="lg">
          <Text>{confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={mutation.isPending}
              onClick={confirm}
              data-testid={testId ? `${testId}-confirm` : undefined}
            >
              {t('actions.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** A record's deletion at the foot of its edit page, for those allowed to (nothing for the others). */
export function DeleteSection({ allowed, ...props }: DeleteButtonProps & { allowed: boolean }) {
  if (!allowed) return null;
  return (
    <>
      <Divider />
      <Group>
        <DeleteButton {...props} />
      </Group>
    </>
  );
}
