import type { Contributor, ValidationErrors } from '@climb/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../lib/forms/rule-messages';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { useMayEdit } from './media-permissions';
import { MEDIA_NAMESPACE } from './media-texts';

/** What a page hands a video or link form: where it starts, how it saves, what it says, where it leads. */
export interface MediaFormProps<Values, Result> {
  initialValues: Values;
  submit: (values: Values) => Promise<Result>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (result: Result) => void;
  cancelTo: string;
}

/**
 * `useApiForm` (the contract's rules on the client, a 422 under each field and as alert lines) with the media
 * fields' labels (`media:fields.*`, shared with the rule messages), and the binding of a text input or textarea.
 */
export function useMediaForm<Values extends Record<string, string>, Result>(
  props: MediaFormProps<Values, Result>,
  validate: (values: Values) => ValidationErrors,
) {
  const { i18n } = useTranslation([MEDIA_NAMESPACE, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, MEDIA_NAMESPACE), [i18n, language]);
  const form = useApiForm<Values, Result>({
    initialValues: props.initialValues,
    validate,
    submit: props.submit,
    successMessage: props.successMessage,
    onSuccess: props.onSuccess,
    leavesPage: true,
  });
  return {
    ...form,
    bindInput: <Field extends keyof Values & string>(field: Field) => ({
      value: form.values[field],
      onChange: (event: { currentTarget: { value: string } }) =>
        form.setField(field, event.currentTarget.value as Values[Field]),
      error: form.fieldError(field),
    }),
  };
}

/** The `<form>` of a media form: the browser's own validation off (the contract's rules speak), one column. */
export function MediaFormFrame({
  form,
  testId,
  children,
}: {
  form: Pick<ReturnType<typeof useApiForm>, 'formRef' | 'submit'>;
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
export function MediaFormActions({
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

/**
 * An edit page's form, for the author of the video or link and for site administrators; anyone else reads why they
 * cannot change it (the API refuses them too).
 */
export function AuthorGate({
  author,
  refusal,
  children,
}: {
  author: Contributor | null;
  /** Why this climber cannot change it. */
  refusal: string;
  children: ReactNode;
}) {
  if (useMayEdit(author)) return children;
  return (
    <Alert color="yellow" variant="light" data-testid="author-only">
      {refusal}
    </Alert>
  );
}

/** A trimmed text, or null when blank (a description left empty). */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
