import {
  CONTEST_GENDERS,
  CONTEST_PARTICIPANT_STATES,
  type Contest,
  type ContestGender,
  type ContestParticipant,
  type ContestParticipantInput,
  type ContestParticipantState,
  contestParticipantInput,
  contestParticipantUpdateInput,
} from '@climb/contracts';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NativeSelect, SimpleGrid, TextInput } from '../../../../components/ui';
import { validateWith } from '../../../../lib/forms/form-errors';
import { createContestParticipant, updateContestParticipant } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACES } from '../contests-admin-texts';
import { numberOrNull, textOrNull } from '../lib/form-values';
import { FormDialog } from './form-dialog';

interface ParticipantValues extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string;
  email: string;
  club: string;
  contest_category_id: string;
  contest_wave_id: string;
  contest_team_id: string;
  state: string;
  send_email: boolean;
}

const idText = (value: number | null | undefined) => (value ? String(value) : '');

function person(values: ParticipantValues) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    date_of_birth: values.date_of_birth,
    gender: values.gender as ContestGender,
    email: values.email.trim(),
    club: textOrNull(values.club),
    contest_wave_id: numberOrNull(values.contest_wave_id),
    contest_team_id: numberOrNull(values.contest_team_id),
  };
}

function createBody(values: ParticipantValues): ContestParticipantInput {
  const category = numberOrNull(values.contest_category_id);
  return { ...person(values), ...(category ? { contest_category_id: category } : {}), send_email: values.send_email };
}

function updateBody(values: ParticipantValues) {
  const category = numberOrNull(values.contest_category_id);
  return {
    ...person(values),
    ...(category ? { contest_category_id: category } : {}),
    state: values.state as ContestParticipantState,
  };
}

/** Adding a participant (registered whatever the capacity, e-mailed their token unless unticked), or changing one. */
export function ParticipantDialog({
  contest,
  participant,
  opened,
  onDone,
}: {
  contest: Contest;
  participant: ContestParticipant | null;
  opened: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const choices = (items: readonly { id: number; name: string }[], none: string) => [
    { value: '', label: none },
    ...items.map((item) => ({ value: String(item.id), label: item.name })),
  ];
  return (
    <FormDialog<ParticipantValues, ContestParticipant>
      opened={opened}
      title={participant ? t('participants.editTitle') : t('participants.addTitle')}
      initialValues={{
        first_name: participant?.first_name ?? '',
        last_name: participant?.last_name ?? '',
        date_of_birth: participant?.date_of_birth ?? '',
        gender: participant?.gender ?? 'female',
        email: participant?.email ?? '',
        club: participant?.club ?? '',
        contest_category_id: idText(participant?.contest_category_id),
        contest_wave_id: idText(participant?.contest_wave_id),
        contest_team_id: idText(participant?.contest_team_id),
        state: participant?.state ?? 'registered',
        send_email: true,
      }}
      validate={(values) =>
        participant
          ? validateWith(contestParticipantUpdateInput, updateBody(values))
          : validateWith(contestParticipantInput, createBody(values))
      }
      submit={(values) =>
        participant
          ? updateContestParticipant(contest.id, participant.id, updateBody(values))
          : createContestParticipant(contest.id, createBody(values))
      }
      submitLabel={t('structure.save')}
      successMessage={participant ? t('participants.saved') : t('participants.added')}
      onDone={onDone}
      testId="participant-form"
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('fields.first_name')} required maxLength={60} {...form.text('first_name')} />
            <TextInput label={t('fields.last_name')} required maxLength={60} {...form.text('last_name')} />
            <TextInput type="date" label={t('fields.date_of_birth')} required {...form.text('date_of_birth')} />
            <NativeSelect
              label={t('fields.gender')}
              data={CONTEST_GENDERS.map((value) => ({ value, label: t(`contests:enums.gender.${value}`) }))}
              {...form.text('gender')}
            />
            <TextInput type="email" label={t('fields.email')} required maxLength={254} {...form.text('email')} />
            <TextInput label={t('fields.club')} maxLength={120} {...form.text('club')} />
            <NativeSelect
              label={t('fields.contest_category_id')}
              data={choices(contest.categories, t('participants.categoryByAge'))}
              {...form.text('contest_category_id')}
            />
            {contest.waves.length > 0 ? (
              <NativeSelect
                label={t('fields.contest_wave_id')}
                data={choices(contest.waves, t('participants.noWave'))}
                {...form.text('contest_wave_id')}
              />
            ) : null}
            {contest.team_contest ? (
              <NativeSelect
                label={t('fields.contest_team_id')}
                data={choices(contest.teams, t('participants.noTeam'))}
                {...form.text('contest_team_id')}
              />
            ) : null}
            {participant ? (
              <NativeSelect
                label={t('fields.state')}
                data={CONTEST_PARTICIPANT_STATES.map((value) => ({
                  value,
                  label: t(`contests:enums.participantStates.${value}`),
                }))}
                {...form.text('state')}
              />
            ) : null}
          </SimpleGrid>
          {participant ? null : <Checkbox label={t('participants.sendEmail')} {...form.flag('send_email')} />}
        </>
      )}
    </FormDialog>
  );
}
