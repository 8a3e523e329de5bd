import {
  type Contest,
  type ContestGender,
  type ContestRegistration,
  type ContestRegistrationInput,
  fittingCategories,
} from '@climb/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormNotice } from '../../../../components/form-notice';
import { PlainButton, PlainButtonLink } from '../../../../components/plain-ui';
import { SubmitButton } from '../../../../components/submit-button';
import { Alert, NativeSelect, Stack, Text, TextInput, Title } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { useFormatters } from '../../../../lib/use-formatters';
import { useContestTokenStore } from '../../../../stores/contest-token-store';
import { myContestPath } from '../../shared/contest-paths';
import { registerForContest } from '../../shared/contests.api';
import classes from '../../shared/contests.module.css';

interface RegistrationValues extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: ContestGender | '';
  email: string;
  club: string;
  contest_category_id: string;
  contest_wave_id: string;
  contest_team_id: string;
  website: string;
}

const EMPTY: RegistrationValues = {
  first_name: '',
  last_name: '',
  date_of_birth: '',
  gender: '',
  email: '',
  club: '',
  contest_category_id: '',
  contest_wave_id: '',
  contest_team_id: '',
  website: '',
};

/** The form's values as the API reads them: empty choices left out, the server then picks (or says what is missing). */
function bodyOf(values: RegistrationValues): ContestRegistrationInput {
  const id = (value: string) => (value ? Number(value) : undefined);
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    date_of_birth: values.date_of_birth,
    gender: values.gender as ContestGender,
    email: values.email,
    club: values.club.trim() ? values.club : null,
    contest_category_id: id(values.contest_category_id),
    contest_wave_id: id(values.contest_wave_id) ?? null,
    contest_team_id: id(values.contest_team_id) ?? null,
    ...(values.website ? { website: values.website } : {}),
  };
}

/** The categories a person fits, by the contract's rule: none until the date of birth is whole. */
function fitsOf(contest: Contest, dateOfBirth: string, gender: string): number[] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  return fittingCategories(contest.categories, { date_of_birth: dateOfBirth, gender }, contest.start_date);
}

function RegistrationDone({
  contest,
  registration,
  onAnother,
}: {
  contest: Contest;
  registration: ContestRegistration;
  onAnother(): void;
}) {
  const { t } = useTranslation('contests');
  const { participant } = registration;
  const name = `${participant.first_name} ${participant.last_name}`;
  return (
    <Alert color="blue" title={t('registration.done.title')} data-testid="registration-done">
      <Stack gap="xs">
        <Text fw={700} size="lg">
          {t('registration.done.bib', { bib: participant.bib_number })}
        </Text>
        <Text>
          {participant.state === 'waiting'
            ? t('registration.done.waiting', {
                name,
                position: participant.waiting_position ?? '?',
                category: participant.category_name,
              })
            : t('registration.done.registered', { name, category: participant.category_name })}
        </Text>
        <Text size="sm">{t('registration.done.email')}</Text>
        <PlainButtonLink to={myContestPath(contest)} data-testid="registration-my-contest">
          {t('registration.done.mine')}
        </PlainButtonLink>
        <PlainButton variant="default" onClick={onAnother}>
          {t('registration.done.another')}
        </PlainButton>
      </Stack>
    </Alert>
  );
}

/**
 * The registration form of an open contest: the person, their category (suggested from the date of birth by the
 * contract's fit rule), wave and team. A hidden field no person fills catches robots; the token of a registration
 * is kept on the device for "my contest".
 */
export function RegistrationForm({ contest }: { contest: Contest }) {
  const { t } = useTranslation(['contests', 'common']);
  const navigate = useNavigate();
  const setToken = useContestTokenStore((state) => state.setToken);
  const [done, setDone] = useState<ContestRegistration | null>(null);
  const form = useApiForm<RegistrationValues, ContestRegistration>({
    initialValues: EMPTY,
    submit: async (values) => {
      try {
        return await registerForContest(contest.id, bodyOf(values));
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          const body = error.body as { code?: string } | null;
          if (body?.code === 'robot') navigate('/go-fly-a-kite');
        }
        throw error;
      }
    },
    notices: {
      429: t('registration.errors.tooMany'),
    },
    onSuccess: (registration) => {
      setToken(contest.id, registration.token);
      setDone(registration);
    },
    resetTo: EMPTY,
  });

  if (done) {
    return <RegistrationDone contest={contest} registration={done} onAnother={() => setDone(null)} />;
  }

  const { values, setField } = form;
  const fits = fitsOf(contest, values.date_of_birth, values.gender);
  const fitSet = fits ? new Set(fits) : null;
  const choosable = contest.categories.filter((category) => !fitSet || fitSet.has(category.id));

  const chooseDateOrGender = (field: 'date_of_birth' | 'gender', value: string) => {
    setField(field, value);
    const next = fitsOf(contest, field === 'date_of_birth' ? value : values.date_of_birth, value);
    if (next && next.length === 1) setField('contest_category_id', String(next[0]));
    else if (next && !next.includes(Number(values.contest_category_id))) setField('contest_category_id', '');
  };

  const placesText = (placesLeft: number | null) =>
    placesLeft === null
      ? t('contest.noLimit')
      : placesLeft > 0
        ? t('contest.placesLeft', { count: placesLeft })
        : t('contest.noPlacesLeft');

  const baseErrors = form.errors.base ?? [];
  const dateErrors = form.errors.date_of_birth ?? [];
  const teamErrors = form.errors.contest_team_id ?? [];

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid="registration-form">
      <Stack gap="sm">
        <Text size="sm">{t('registration.lead')}</Text>
        <FormNotice notice={form.notice} />
        {baseErrors.includes('taken') ? (
          <Alert color="red" role="alert" data-testid="registration-taken">
            {t('registration.errors.taken')}
          </Alert>
        ) : null}
        {baseErrors.includes('not_included') ? (
          <Alert color="red" role="alert">
            {t('registration.errors.closed')}
          </Alert>
        ) : null}
        <TextInput
          label={t('registration.fields.first_name')}
          name="first_name"
          required
          autoComplete="given-name"
          value={values.first_name}
          onChange={(event) => setField('first_name', event.currentTarget.value)}
          error={form.fieldError('first_name')}
        />
        <TextInput
          label={t('registration.fields.last_name')}
          name="last_name"
          required
          autoComplete="family-name"
          value={values.last_name}
          onChange={(event) => setField('last_name', event.currentTarget.value)}
          error={form.fieldError('last_name')}
        />
        <TextInput
          type="date"
          label={t('registration.fields.date_of_birth')}
          description={t('registration.hints.date_of_birth')}
          name="date_of_birth"
          required
          autoComplete="bday"
          value={values.date_of_birth}
          onChange={(event) => chooseDateOrGender('date_of_birth', event.currentTarget.value)}
          error={
            dateErrors.includes('not_included') ? t('registration.errors.noCategory') : form.fieldError('date_of_birth')
          }
        />
        <NativeSelect
          label={t('registration.fields.gender')}
          name="gender"
          required
          value={values.gender}
          onChange={(event) => chooseDateOrGender('gender', event.currentTarget.value)}
          data={[
            { value: '', label: '' },
            { value: 'female', label: t('enums.gender.female') },
            { value: 'male', label: t('enums.gender.male') },
          ]}
          error={form.fieldError('gender')}
        />
        <TextInput
          type="email"
          label={t('registration.fields.email')}
          description={t('registration.hints.email')}
          name="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={(event) => setField('email', event.currentTarget.value)}
          error={form.fieldError('email')}
        />
        <TextInput
          label={t('registration.fields.club')}
          name="club"
          autoComplete="organization"
          value={values.club}
          onChange={(event) => setField('club', event.currentTarget.value)}
          error={form.fieldError('club')}
        />
        <NativeSelect
          label={t('registration.fields.contest_category_id')}
          description={
            fits && fits.length === 0 ? t('registration.hints.noFit') : t('registration.hints.contest_category_id')
          }
          name="contest_category_id"
          required
          value={values.contest_category_id}
          onChange={(event) => setField('contest_category_id', event.currentTarget.value)}
          data={[
            { value: '', label: '' },
            ...choosable.map((category) => ({
              value: String(category.id),
              label: t('registration.categoryOption', {
                name: category.name,
                places: placesText(category.places_left),
              }),
            })),
          ]}
          error={form.fieldError('contest_category_id')}
          data-testid="registration-category"
        />
        {contest.waves.length > 0 ? (
          <NativeSelect
            label={t('registration.fields.contest_wave_id')}
            name="contest_wave_id"
            required
            value={values.contest_wave_id}
            onChange={(event) => setField('contest_wave_id', event.currentTarget.value)}
            data={[
              { value: '', label: '' },
              ...contest.waves.map((wave) => ({
                value: String(wave.id),
                label: t('registration.categoryOption', { name: wave.name, places: placesText(wave.places_left) }),
              })),
            ]}
            error={form.fieldError('contest_wave_id')}
          />
        ) : null}
        {contest.team_contest && contest.teams.length > 0 ? (
          <NativeSelect
            label={t('registration.fields.contest_team_id')}
            name="contest_team_id"
            value={values.contest_team_id}
            onChange={(event) => setField('contest_team_id', event.currentTarget.value)}
            data={[
              { value: '', label: t('registration.noTeam') },
              ...contest.teams.map((team) => ({ value: String(team.id), label: team.name })),
            ]}
            error={
              teamErrors.includes('too_long') ? t('registration.errors.teamFull') : form.fieldError('contest_team_id')
            }
          />
        ) : null}
        <div className={classes.honeypot}>
          <label htmlFor="contest-registration-website">{t('registration.fields.website')}</label>
          <input
            id="contest-registration-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => setField('website', event.currentTarget.value)}
            data-testid="registration-website"
          />
        </div>
        <SubmitButton loading={form.submitting} icon={<IconUserPlus size={18} aria-hidden />}>
          {t('registration.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

/** The registration part of a contest's page: the form while the window is open, else why not. */
export function RegistrationSection({ contest }: { contest: Contest }) {
  const { t } = useTranslation('contests');
  const f = useFormatters();
  const now = Date.now();
  const opensLater = new Date(contest.registration_opens_at).getTime() > now;
  const full = contest.capacity !== null && contest.participants_count >= contest.capacity;
  return (
    <Stack component="section" gap="sm" aria-labelledby="contest-registration" data-testid="registration-section">
      <Title order={2} size="h3" id="contest-registration">
        {t('registration.title')}
      </Title>
      {contest.registration_open ? (
        <>
          {full ? <Alert color="grape">{t('registration.full')}</Alert> : null}
          <RegistrationForm contest={contest} />
        </>
      ) : (
        <Alert color="gray" data-testid="registration-closed">
          {opensLater
            ? t('registration.notYetOpen', { date: f.dateTime(contest.registration_opens_at) })
            : t('registration.closed')}
        </Alert>
      )}
    </Stack>
  );
}
