import type { AscentGymRoute } from '@climb/contracts';
import { Alert, Box, Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../../components/delete-button';
import { useOnline } from '../../../../components/offline-indicator';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { useFormatters } from '../../../../lib/use-formatters';
import { deleteGymAscent, updateGymAscent, useGymForLog } from '../../api/gym-ascents.api';
import { refreshAfterGymAscentChange } from '../../api/logbook-keys';
import { checkIndoorEdit } from '../lib/indoor-rules';
import { INDOOR_NAMESPACE, pendingGymName } from '../lib/indoor-texts';
import {
  colorOfAscent,
  type IndoorAscentValues,
  indoorEditBody,
  indoorValuesOf,
  type RoutelessValues,
  routelessValuesOf,
} from '../lib/indoor-values';
import { AscentFields } from './ascent-fields';
import { RoutelessChoice } from './routeless-choice';

interface EditValues extends IndoorAscentValues {
  routeless: RoutelessValues;
}

/** The form of one ascent: its fields, and the level, grade and quantity of one without a route. */
function EditForm({ ascent, onDone }: { ascent: AscentGymRoute; onDone(): void }) {
  const { t, i18n } = useTranslation([INDOOR_NAMESPACE, 'common', RULES_NAMESPACE]);
  const { t: tAny } = useTranslation();
  const queryClient = useQueryClient();
  const { shortDay } = useFormatters();
  const online = useOnline();
  const routeless = ascent.gym_route === null && ascent.route_name === null;
  const stored = useGymForLog(routeless ? ascent.gym : null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, INDOOR_NAMESPACE), [i18n, language]);
  const touched = { routeId: ascent.gym_route?.id, gymId: ascent.gym?.id };
  const form = useApiForm<EditValues, AscentGymRoute>({
    initialValues: { ...indoorValuesOf(ascent), routeless: routelessValuesOf(ascent) },
    validate: (values) => checkIndoorEdit(ascent, values, routeless ? values.routeless : null),
    submit: (values) => updateGymAscent(ascent.id, indoorEditBody(ascent, values, routeless ? values.routeless : null)),
    successMessage: t('edit.saved'),
    onSuccess: () => {
      void refreshAfterGymAscentChange(queryClient, touched);
      onDone();
    },
  });
  const name = pendingGymName(
    {
      route_name: ascent.route_name,
      color: colorOfAscent(ascent),
      grade_text: ascent.grade_text,
      quantity: ascent.quantity,
    },
    tAny,
  );
  return (
    <Box component="form" onSubmit={form.submit} noValidate ref={form.formRef} data-testid="indoor-edit-form">
      <Stack gap="lg">
        {online ? null : (
          <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
            {t('edit.offline')}
          </Alert>
        )}
        {routeless ? (
          <RoutelessChoice
            values={form.values.routeless}
            onChange={(values) => form.setField('routeless', values)}
            levels={stored.data?.levels}
            fieldError={form.fieldError}
            typeFixed
          />
        ) : null}
        <AscentFields form={form} type={ascent.climbing_type} detailsOpened />
        <Group gap="sm">
          <Button
            type="submit"
            loading={form.submitting}
            disabled={!online}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            mih={44}
            data-testid="indoor-edit-save"
          >
            {t('edit.save')}
          </Button>
          <Button variant="default" mih={44} onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
        <Divider />
        <Group>
          <DeleteButton
            label={t('edit.delete')}
            confirmText={t('edit.deleteConfirm', { route: name, date: shortDay(ascent.released_at) })}
            deletedMessage={t('edit.deleted')}
            onDelete={() => deleteGymAscent(ascent.id)}
            onDeleted={() => {
              void refreshAfterGymAscentChange(queryClient, touched);
              onDone();
            }}
            testId="indoor-ascent-delete"
          />
        </Group>
      </Stack>
    </Box>
  );
}

/** Editing or deleting one of my indoor ascents, in a dialog over the list. */
export function IndoorAscentEdit({ ascent, onClose }: { ascent: AscentGymRoute | null; onClose(): void }) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  return (
    <Modal opened={ascent !== null} onClose={onClose} title={t('edit.title')} size="lg" data-testid="indoor-edit">
      {ascent ? <EditForm key={ascent.id} ascent={ascent} onDone={onClose} /> : null}
    </Modal>
  );
}
