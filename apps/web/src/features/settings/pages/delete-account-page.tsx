import { deleteCurrentUserBody } from '@climb/contracts';
import { Button, Container, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormNotice } from '../../../components/form-notice';
import { PasswordField } from '../../../components/password-field';
import { validateWith } from '../../../lib/forms/form-errors';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { withQueries } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { SignInInvitation } from '../../../platform/session/sign-in-invitation';
import { readTokens } from '../../../platform/session/token-store';
import { deleteCurrentUser } from '../api/current-user.api';
import { asStringList } from '../components/as-string-list';
import layout from '../layout.module.css';

function DeletionForm() {
  const { t } = useTranslation('delete-account');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const form = useApiForm<{ password: string }, void>({
    initialValues: { password: '' },
    validate: (values) => validateWith(deleteCurrentUserBody, values),
    submit: (values) => deleteCurrentUser(values.password),
    onSuccess: () => navigate('/success-account-deleting', { replace: true }),
    notices: { 429: t('tooManyChecks') },
  });
  const ask = (event: React.FormEvent) => {
    event.preventDefault();
    if (form.check()) setConfirming(true);
  };
  const confirm = async () => {
    setConfirming(false);
    await form.submit();
  };
  return (
    <Paper withBorder radius="md" className={layout.panel} component="section" aria-labelledby="deletion-form-title">
      <form onSubmit={ask} noValidate data-testid="delete-account-form">
        <Stack gap="md">
          <Title order={2} size="h3" id="deletion-form-title">
            {t('formTitle')}
          </Title>
          <PasswordField
            label={t('password')}
            description={t('passwordHint')}
            value={form.values.password}
            onChange={(event) => form.setField('password', event.currentTarget.value)}
            error={form.fieldError('password')}
            autoComplete="current-password"
            required
          />
          <FormNotice notice={form.notice} />
          <Group>
            <Button
              type="submit"
              color="red.9"
              loading={form.submitting}
              leftSection={<IconTrash size={18} aria-hidden />}
            >
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmTitle')}
        closeButtonProps={{ 'aria-label': t('cancel') }}
        centered
      >
        <Stack gap="lg">
          <Text>{t('confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('cancel')}
            </Button>
            <Button color="red.9" onClick={() => void confirm()} data-testid="confirm-delete-account">
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/**
 * `/delete-account` (public, spec §2.2): what is erased and what is kept without the name; a
 * signed-in climber confirms with their password, then once more in a dialog.
 */
function DeleteAccountPage() {
  const { t } = useTranslation('delete-account');
  const user = useSessionStore((state) => state.user);
  const signedIn = user !== null || readTokens() !== null;
  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('title')}</Title>
          <Text size="lg">{t('lead')}</Text>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="erased-title">
          <Title order={2} size="h3" id="erased-title">
            {t('erasedTitle')}
          </Title>
          <List spacing={4}>
            {asStringList(t('erased', { returnObjects: true })).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="kept-title">
          <Title order={2} size="h3" id="kept-title">
            {t('keptTitle')}
          </Title>
          <List spacing={4}>
            {asStringList(t('kept', { returnObjects: true })).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        <Text fw={600}>{t('irreversible')}</Text>
        {signedIn ? <DeletionForm /> : <SignInInvitation text={t('signedOut')} />}
      </Stack>
    </Container>
  );
}

export default withQueries(DeleteAccountPage);
