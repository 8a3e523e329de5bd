import { type GymAdministrationRequest, gymAdministrationRefusalInput, type ValidationErrors } from '@climb/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { validateWith } from '../../../../lib/forms/form-errors';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { approveGymAdministrationRequest, refuseGymAdministrationRequest } from '../api/gym-administration.api';
import { STAFF_NAMESPACE } from './staff-texts';

/** The names a confirmation says: the climber and the gym. */
const namesOf = (request: GymAdministrationRequest) => ({ climber: request.full_name, gym: request.gym.name });

/** Approving a request, after a confirmation that says what it does. */
function ApproveButton({ request }: { request: GymAdministrationRequest }) {
  // The rule messages load with the button: a refusal of the answer (a request answered meanwhile) is told with them.
  const { t } = useTranslation([STAFF_NAMESPACE, RULES_NAMESPACE]);
  const alerts = useAlerts();
  const [opened, { open, close }] = useDisclosure(false);
  const approve = useMutation({ mutationFn: () => approveGymAdministrationRequest(request.id) });
  const confirm = async () => {
    try {
      await approve.mutateAsync();
      close();
      alerts.success(t('administrations.approve.done', namesOf(request)));
    } catch (error) {
      close();
      // A 403 has already led to the right-required page; anything else (a request answered meanwhile) is told.
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    }
  };
  return (
    <>
      <Button leftSection={<IconCheck size={18} aria-hidden />} onClick={open} data-testid={`approve-${request.id}`}>
        {t('administrations.approve.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('administrations.approve.title')} centered>
        <Stack gap="lg">
          <Text>{t('administrations.approve.text', namesOf(request))}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('administrations.cancel')}
            </Button>
            <Button
              loading={approve.isPending}
              onClick={() => void confirm()}
              data-testid={`approve-${request.id}-confirm`}
            >
              {t('administrations.approve.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

interface RefusalValues extends Record<string, unknown> {
  reason: string;
}

const validateRefusal = (values: RefusalValues): ValidationErrors =>
  validateWith(gymAdministrationRefusalInput, { reason: values.reason.trim() });

/** The refusal's form: the reason is required, as the API requires it. */
function RefusalForm({ request, onDone }: { request: GymAdministrationRequest; onDone: () => void }) {
  const { t, i18n } = useTranslation([STAFF_NAMESPACE, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, STAFF_NAMESPACE), [i18n, language]);
  const form = useApiForm<RefusalValues, GymAdministrationRequest>({
    initialValues: { reason: '' },
    validate: validateRefusal,
    submit: (values) => refuseGymAdministrationRequest(request.id, values.reason.trim()),
    successMessage: t('administrations.refuse.done', namesOf(request)),
    onSuccess: onDone,
  });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid={`refuse-${request.id}-form`}>
      <Stack gap="lg">
        <Text>{t('administrations.refuse.text', namesOf(request))}</Text>
        <Textarea
          label={t('fields.reason')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={2000}
          required
          data-autofocus
          value={form.values.reason}
          onChange={(event) => form.setField('reason', event.currentTarget.value)}
          error={form.fieldError('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('administrations.cancel')}
          </Button>
          <Button type="submit" color="red" loading={form.submitting} data-testid={`refuse-${request.id}-confirm`}>
            {t('administrations.refuse.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Refusing a request, with the reason the climber will read. */
function RefuseButton({ request }: { request: GymAdministrationRequest }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        c="var(--mantine-color-error)"
        leftSection={<IconX size={18} aria-hidden />}
        onClick={open}
        data-testid={`refuse-${request.id}`}
      >
        {t('administrations.refuse.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('administrations.refuse.title')} centered>
        <RefusalForm request={request} onDone={close} />
      </Modal>
    </>
  );
}

/** A pending request's two answers, side by side (stacked on a narrow phone). */
export function RequestAnswers({ request }: { request: GymAdministrationRequest }) {
  return (
    <Group gap="sm">
      <ApproveButton request={request} />
      <RefuseButton request={request} />
    </Group>
  );
}
