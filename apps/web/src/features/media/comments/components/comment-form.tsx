import { type Comment, MAX_COMMENT_LENGTH, type ValidationErrors } from '@climb/contracts';
import { Button, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFormFrame, SaveOrCancel } from '../../../../components/form-parts';
import { Alert, Stack, Text } from '../../../../components/ui';
import { validateWith } from '../../../../lib/forms/form-errors';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { useFormatters } from '../../../../lib/use-formatters';
import { COMMENTS_NAMESPACE } from '../lib/comment-texts';

export interface CommentValues extends Record<string, string> {
  body: string;
}

/**
 * The contract's rules of a comment's text (blank, too long), loaded as the climber starts typing: the discussion a
 * visitor only reads loads no schema.
 */
const loadValidate = () =>
  import('@climb/contracts/media/comment').then(
    ({ commentUpdateInput }) =>
      (values: CommentValues): ValidationErrors =>
        validateWith(commentUpdateInput, { body: values.body }),
  );

export interface CommentFormProps {
  initialBody?: string;
  submit: (body: string) => Promise<Comment>;
  label: string;
  submitLabel: string;
  successMessage: string;
  onSuccess: (comment: Comment) => void;
  /** Inline (in a discussion): emptied once posted, and a cancel button when given. On a page: the way back. */
  cancel?: { onCancel: () => void } | { to: string };
  /** A page's form: the page is left once saved. */
  leavesPage?: boolean;
  /** Focused when it opens (a reply, an edit in place). */
  autoFocus?: boolean;
  testId?: string;
}

/**
 * Writing a comment, a reply or a new text: plain text, 5,000 characters at most, counted as typed. The contract's
 * rules speak under the field; too many comments in a minute is said in the form, in words.
 */
export function CommentForm({
  initialBody = '',
  submit,
  label,
  submitLabel,
  successMessage,
  onSuccess,
  cancel,
  leavesPage = false,
  autoFocus = false,
  testId = 'comment-form',
}: CommentFormProps) {
  const { t, i18n } = useTranslation([COMMENTS_NAMESPACE, 'common', RULES_NAMESPACE]);
  const { integer } = useFormatters();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, COMMENTS_NAMESPACE), [i18n, language]);
  const form = useApiForm<CommentValues, Comment>({
    initialValues: { body: initialBody },
    loadValidate,
    submit: (values) => submit(values.body),
    successMessage,
    onSuccess,
    resetTo: leavesPage ? undefined : { body: '' },
    notices: { 429: t('form.tooFast') },
    leavesPage,
  });
  // Counted as the API counts: line breaks made plain, the spaces around left out.
  const used = form.values.body.replace(/\r\n?/g, '\n').trim().length;
  const over = used > MAX_COMMENT_LENGTH;
  return (
    <ApiFormFrame form={form} testId={testId}>
      <Stack gap={4}>
        <Textarea
          label={label}
          description={t('form.hint')}
          value={form.values.body}
          onChange={(event) => form.setField('body', event.currentTarget.value)}
          error={form.fieldError('body')}
          autosize={false}
          rows={leavesPage ? 8 : 3}
          required
          autoFocus={autoFocus}
          data-testid="comment-body"
        />
        <Text size="sm" c={over ? 'red' : 'dimmed'} ta="right" data-testid="comment-counter">
          {t('form.counter', { used: integer(used), max: integer(MAX_COMMENT_LENGTH) })}
        </Text>
      </Stack>
      {form.notice ? (
        <Alert color="yellow" variant="light" role="alert" data-testid="comment-notice">
          {form.notice}
        </Alert>
      ) : null}
      {cancel && 'to' in cancel ? (
        <SaveOrCancel submitting={form.submitting} submitLabel={submitLabel} cancelTo={cancel.to} />
      ) : (
        <Group gap="sm">
          <Button type="submit" loading={form.submitting} leftSection={<IconSend size={18} aria-hidden />}>
            {submitLabel}
          </Button>
          {cancel ? (
            <Button variant="default" onClick={cancel.onCancel}>
              {t('form.cancel')}
            </Button>
          ) : null}
        </Group>
      )}
    </ApiFormFrame>
  );
}
