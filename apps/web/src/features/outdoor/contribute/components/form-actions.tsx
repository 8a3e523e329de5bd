import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Save and cancel, side by side; full width on a phone so both are easy to reach. Cancel leads
 * back to a page (`cancel` a path) or closes an editor inside the page (a function).
 */
export function FormActions({
  submitting,
  submitLabel,
  cancel,
}: {
  submitting: boolean;
  submitLabel: string;
  cancel: string | (() => void);
}) {
  const { t } = useTranslation('contribute');
  return (
    <Group gap="sm" grow preventGrowOverflow={false} maw={420}>
      <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
        {submitLabel}
      </Button>
      {typeof cancel === 'string' ? (
        <Button component={Link} to={cancel} variant="default">
          {t('actions.cancel')}
        </Button>
      ) : (
        <Button variant="default" onClick={cancel}>
          {t('actions.cancel')}
        </Button>
      )}
    </Group>
  );
}
