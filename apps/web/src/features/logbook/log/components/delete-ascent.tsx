import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useAlerts } from '../../../alerts/use-alerts';

/** Deleting the ascent, after a confirmation that names the route and the day. */
export function DeleteAscent({
  confirmText,
  onDelete,
  onDeleted,
}: {
  confirmText: string;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('logbook');
  const alerts = useAlerts();
  const [opened, { open, close }] = useDisclosure(false);
  const mutation = useMutation({ mutationFn: onDelete });
  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      close();
      alerts.success(t('edit.deleted'));
      onDeleted();
    } catch (error) {
      close();
      // A 403 has already led to the right-required page.
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    }
  };
  return (
    <>
      <Divider />
      <Group>
        <Button
          variant="default"
          c="var(--mantine-color-error)"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={open}
          data-testid="ascent-delete"
        >
          {t('edit.delete')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('edit.delete')} centered>
        <Stack gap="lg">
          <Text>{confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button color="red" loading={mutation.isPending} onClick={confirm} data-testid="ascent-delete-confirm">
              {t('edit.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
