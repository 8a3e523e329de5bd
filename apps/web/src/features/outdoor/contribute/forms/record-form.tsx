import type { ValidationErrors } from '@climb/contracts';
import { Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { LabelledFormProps } from '../../../../lib/forms/use-labelled-form';
import { useWikiForm } from './use-wiki-form';

/** What a page hands every record form (crag, sector, route, area, alert): where it starts, how it saves, what it says. */
export type RecordFormProps<Values, Result> = LabelledFormProps<Values, Result>;

/** `useWikiForm` fed from a record form's props: each form only brings its client rules. */
export function useRecordForm<Values extends Record<string, unknown>, Result>(
  props: RecordFormProps<Values, Result>,
  validate: (values: Values) => ValidationErrors,
) {
  return useWikiForm<Values, Result>({
    initialValues: props.initialValues,
    validate,
    submit: props.submit,
    successMessage: props.successMessage,
    onSuccess: props.onSuccess,
  });
}

/**
 * The `<form>` of every wiki form and map editor: the browser's own validation is off (the
 * contract's rules speak under the fields), and its parts stand in one column.
 */
export function RecordFormFrame({
  form,
  testId,
  children,
}: {
  form: { submit: (event?: FormEvent) => unknown };
  testId: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.submit} noValidate data-testid={testId}>
      <Stack gap="lg">{children}</Stack>
    </form>
  );
}

/** A record's name: required, as long as the contract allows, never filled in from elsewhere by the browser. */
export function NameInput(props: TextInputProps) {
  return <TextInput maxLength={120} autoComplete="off" required {...props} />;
}
