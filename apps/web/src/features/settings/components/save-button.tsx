import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The submit button of a settings form, busy while the call runs. */
export function SaveButton({ loading, label }: { loading: boolean; label?: string }) {
  const { t } = useTranslation('settings');
  return (
    <Group>
      <Button type="submit" loading={loading} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
        {label ?? t('actions.save')}
      </Button>
    </Group>
  );
}
