import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a form's frame needs of its form (`useApiForm`'s): its element and its submit. */
export interface SubmittableForm {
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event?: FormEvent) => unknown;
}

/**
 * The `<form>` of a form of records: the browser's own validation is off (the contract's rules speak under the
 * fields), its parts in one column.
 */
export function ApiFormFrame({
  form,
  testId,
  children,
}: {
  form: SubmittableForm;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid={testId}>
      <Stack gap="lg">{children}</Stack>
    </form>
  );
}

/** Save and cancel, side by side; full width on a phone so both are easy to reach. */
export function SaveOrCancel({
  submitting,
  submitLabel,
  cancelTo,
}: {
  submitting: boolean;
  submitLabel: string;
  cancelTo: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Group gap="sm" grow preventGrowOverflow={false} maw={420}>
      <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
        {submitLabel}
      </Button>
      <Button component={Link} to={cancelTo} variant="default">
        {t('actions.cancel')}
      </Button>
    </Group>
  );
}
