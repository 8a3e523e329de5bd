import type { ValidationErrors } from '@climb/contracts';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';

/** What a dialog's fields get: the values, and the bindings of a text input (or select) and of a checkbox. */
export interface DialogForm<Values extends Record<string, unknown>> {
  values: Values;
  setField: <Field extends keyof Values>(field: Field, value: Values[Field]) => void;
  fieldError: (field: string) => string | undefined;
  text: (field: keyof Values & string) => {
    value: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
    error: string | undefined;
  };
  flag: (field: keyof Values & string) => {
    checked: boolean;
    onChange: (event: { currentTarget: { checked: boolean } }) => void;
    error: string | undefined;
  };
}

function DialogBody<Values extends Record<string, unknown>, Result>({
  initialValues,
  validate,
  submit,
  submitLabel,
  successMessage,
  onDone,
  testId,
  children,
}: FormDialogProps<Values, Result>) {
  const { t, i18n } = useTranslation([CONTESTS_ADMIN_NAMESPACE, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, CONTESTS_ADMIN_NAMESPACE), [i18n, language]);
  const form = useApiForm<Values, Result>({
    initialValues,
    validate,
    submit,
    successMessage,
    onSuccess: onDone,
  });
  const fields: DialogForm<Values> = {
    values: form.values,
    setField: form.setField,
    fieldError: form.fieldError,
    text: (field) => ({
      value: form.values[field] as string,
      onChange: (event) => form.setField(field, event.currentTarget.value as Values[typeof field]),
      error: form.fieldError(field),
    }),
    flag: (field) => ({
      checked: form.values[field] as boolean,
      onChange: (event) => form.setField(field, event.currentTarget.checked as Values[typeof field]),
      error: form.fieldError(field),
    }),
  };
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid={testId}>
      <Stack gap="md">
        {children(fields)}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting} data-testid={`${testId}-save`}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface FormDialogProps<Values extends Record<string, unknown>, Result> {
  initialValues: Values;
  /** The contract's rules on the client: the same fields and rules as the API's 422. */
  validate: (values: Values) => ValidationErrors;
  submit: (values: Values) => Promise<Result>;
  submitLabel: string;
  successMessage: string;
  onDone: () => void;
  testId: string;
  children: (form: DialogForm<Values>) => ReactNode;
}

/**
 * A small form in a dialog (a category, a wave, a step …): the contract's rules on the client, a 422 under its field,
 * closed once saved. Mounted only while open, so each opening starts from its record.
 */
export function FormDialog<Values extends Record<string, unknown>, Result>({
  opened,
  title,
  ...props
}: FormDialogProps<Values, Result> & { opened: boolean; title: string }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={props.onDone}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {opened ? <DialogBody {...props} /> : null}
    </Modal>
  );
}
