import type { ClimbingSession, ValidationErrors } from '@climb/contracts';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { useUpdateClimbingSession } from '../api/climbing-sessions.api';

const MAX_LENGTH = 5_000;

/** The session's own words (conditions, who came, how it went), saved with `PUT`. */
export function ClimbingSessionDescription({ session }: { session: ClimbingSession }) {
  const { t } = useTranslation('logbook-home');
  const update = useUpdateClimbingSession(session.session_date);
  const form = useApiForm<{ description: string }, ClimbingSession>({
    initialValues: { description: session.description ?? '' },
    validate: (values): ValidationErrors =>
      values.description.length > MAX_LENGTH ? { description: ['too_long'] } : {},
    submit: (values) => update({ description: values.description.trim() === '' ? null : values.description.trim() }),
    successMessage: () => t('session.saved'),
  });
  return (
    <form onSubmit={form.submit} noValidate data-testid="session-description-form">
      <Stack gap="sm">
        <Textarea
          label={t('session.description')}
          description={t('session.descriptionHint')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={MAX_LENGTH}
          value={form.values.description}
          onChange={(event) => form.setField('description', event.currentTarget.value)}
          error={form.fieldError('description')}
          data-testid="session-description"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            mih={44}
            loading={form.submitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="session-description-save"
          >
            {t('session.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
