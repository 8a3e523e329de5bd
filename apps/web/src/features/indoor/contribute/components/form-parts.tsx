import { Button, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE, type SubmittableForm } from '../forms/use-indoor-form';

/**
 * The `<form>` of every indoor wiki form: the browser's own validation is off (the contract's rules speak under the
 * fields), its parts in one column.
 */
export function IndoorFormFrame({
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
export function FormActions({
  submitting,
  submitLabel,
  cancelTo,
}: {
  submitting: boolean;
  submitLabel: string;
  cancelTo: string;
}) {
  const { t } = useTranslation(NAMESPACE);
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

/** A record's name: required, as long as the contract allows, never filled in by the browser. */
export function NameInput(props: TextInputProps) {
  return <TextInput maxLength={120} autoComplete="off" required {...props} />;
}
