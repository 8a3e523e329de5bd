import type { AscentGymRoute, RecordRef, ValidationErrors } from '@climb/contracts';
import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconBuildingStore, IconCheck, IconListDetails, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DelayedLoader } from '../../../../components/delayed-loader';
import { FormFrame } from '../../../../components/form-frame';
import { useOnline } from '../../../../components/offline-indicator';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { withQueries } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';
import { useAscentsPusherStore } from '../../../../stores/ascents-pusher-store';
import { createGymAscent, useGymForLog, useGymRefForLog } from '../../api/gym-ascents.api';
import { logbookKeys, refreshAfterGymAscentChange } from '../../api/logbook-keys';
import { isNetworkFailure } from '../../api/network';
import type { StoredGym } from '../../api/offline-gyms';
import { useLogbookClimber } from '../../api/pending-ascents';
import { requestAscentsSync } from '../../log/offline/use-ascents-sync';
import { AscentFields } from '../components/ascent-fields';
import { Chips } from '../components/chips';
import { GymPicker } from '../components/gym-picker';
import { RouteChoice } from '../components/route-choice';
import { RoutelessChoice } from '../components/routeless-choice';
import { INDOOR_LOGBOOK_PATH } from '../lib/indoor-search';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import { validateRouteAscent, validateRoutelessAscent } from '../lib/indoor-validation';
import {
  displayOfGymRoute,
  displayOfRouteless,
  emptyIndoorValues,
  emptyRoutelessValues,
  gymRouteAscentBody,
  type IndoorAscentValues,
  type RoutelessValues,
  routelessAscentBody,
} from '../lib/indoor-values';

/** What the form holds: the ascent's fields, and what was climbed (a route of the gym, or none). */
interface NewIndoorValues extends IndoorAscentValues {
  mode: 'route' | 'routeless';
  gym_route_id: string;
  routeless: RoutelessValues;
}

type LogResult = { kind: 'saved'; ascent: AscentGymRoute } | { kind: 'queued' };

function initialValues(mode: NewIndoorValues['mode'], keep?: NewIndoorValues): NewIndoorValues {
  const routeless = { ...emptyRoutelessValues(), climbing_type: keep?.routeless.climbing_type ?? '' };
  return {
    ...emptyIndoorValues(null),
    released_at: keep?.released_at ?? emptyIndoorValues(null).released_at,
    mode,
    gym_route_id: '',
    routeless: { ...routeless, by: keep?.routeless.by ?? 'level' },
  };
}

/** `?gym_id=12`: the gym is already chosen (a gym's page, a reload). */
function gymIdOf(search: URLSearchParams): number | null {
  const raw = search.get('gym_id');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return id !== null && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The gym's routes, and what an ascent of them or without one needs, with the form. */
function GymAscentForm({
  gym,
  stored,
  onChangeGym,
}: {
  gym: RecordRef;
  stored: StoredGym | null;
  onChangeGym(): void;
}) {
  const { t, i18n } = useTranslation([INDOOR_NAMESPACE, 'logbook', 'common', RULES_NAMESPACE]);
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const online = useOnline();
  const climber = useLogbookClimber();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [queuing, setQueuing] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, INDOOR_NAMESPACE), [i18n, language]);
  const hasRoutes = (stored?.routes.length ?? 0) > 0;
  const routeOf = (values: NewIndoorValues) => stored?.routes.find((route) => String(route.id) === values.gym_route_id);

  const validate = (values: NewIndoorValues): ValidationErrors => {
    if (values.mode === 'routeless') return validateRoutelessAscent(gym.id, values.routeless, values);
    const route = routeOf(values);
    return route ? validateRouteAscent(route, values) : { gym_route_id: ['required'] };
  };

  /** The body and the queue's snapshot of the ascent in the form. */
  const prepare = (values: NewIndoorValues) => {
    const route = values.mode === 'route' ? routeOf(values) : undefined;
    if (route) return { payload: gymRouteAscentBody(route, values, key), display: displayOfGymRoute(route, gym) };
    return {
      payload: routelessAscentBody(gym.id, values.routeless, values, key),
      display: displayOfRouteless(gym, values.routeless, stored?.levels),
    };
  };

  const queue = async (values: NewIndoorValues): Promise<LogResult> => {
    await useAscentsPusherStore.getState().enqueue({ kind: 'gym_route', userUuid: climber, ...prepare(values) });
    requestAscentsSync();
    return { kind: 'queued' };
  };

  const send = async (values: NewIndoorValues): Promise<LogResult> => {
    if (!navigator.onLine) return queue(values);
    try {
      return { kind: 'saved', ascent: await createGymAscent(prepare(values).payload) };
    } catch (error) {
      if (isNetworkFailure(error)) return queue(values);
      throw error;
    }
  };

  /** After a success: the next ascent of the same gym, day and type, with a new key. */
  const again = (values: NewIndoorValues) => {
    form.setValues(initialValues(values.mode, values));
    setKey(crypto.randomUUID());
  };

  const form = useApiForm<NewIndoorValues, LogResult>({
    initialValues: initialValues(hasRoutes || stored === null ? 'route' : 'routeless'),
    validate,
    submit: send,
    successMessage: (result) => (result.kind === 'saved' ? t('new.saved') : t('new.queued')),
    onSuccess: (result, values) => {
      if (result.kind === 'saved') {
        void refreshAfterGymAscentChange(queryClient, { routeId: result.ascent.gym_route?.id, gymId: gym.id });
        void queryClient.invalidateQueries({ queryKey: logbookKeys.myGyms });
      }
      again(values);
    },
  });

  // Offline, the query library holds calls back until the connection returns: the ascent is queued at once.
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (navigator.onLine) return form.submit();
    if (queuing || !form.check()) return;
    setQueuing(true);
    try {
      const values = form.values;
      await queue(values);
      alerts.success(t('new.queued'));
      again(values);
    } catch (error) {
      alerts.apiError(error);
    } finally {
      setQueuing(false);
    }
  };

  const { values, setField, fieldError } = form;
  const route = routeOf(values);
  const type = values.mode === 'route' ? (route?.climbing_type ?? null) : values.routeless.climbing_type;
  return (
    <Box component="form" onSubmit={submit} noValidate ref={form.formRef} data-testid="indoor-ascent-form">
      <Stack gap="lg">
        <Group justify="space-between" gap="xs" wrap="wrap" align="center">
          <Group gap="xs" wrap="nowrap">
            <IconBuildingStore size={22} aria-hidden />
            <Title order={2} size="h3" data-testid="log-gym-name" style={{ overflowWrap: 'anywhere' }}>
              {gym.name}
            </Title>
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onChangeGym}
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            data-testid="change-gym"
          >
            {t('gym.change')}
          </Button>
        </Group>
        {online ? null : (
          <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />} data-testid="log-offline">
            {stored ? t('new.offline') : t('new.offlineUnknownGym')}
          </Alert>
        )}
        <Chips
          legend={t('form.what')}
          options={[
            { value: 'route', label: t('form.aRoute') },
            { value: 'routeless', label: t('form.routeless') },
          ]}
          value={values.mode}
          onChange={(mode) => setField('mode', mode)}
          testId="indoor-mode"
        />
        {values.mode === 'route' ? (
          stored ? (
            <RouteChoice
              stored={stored}
              value={values.gym_route_id}
              onChange={(id) => setField('gym_route_id', id)}
              error={fieldError('gym_route_id')}
            />
          ) : (
            <Text size="sm" c="dimmed" data-testid="gym-routes-unavailable">
              {t('route.unavailable')}
            </Text>
          )
        ) : (
          <RoutelessChoice
            values={values.routeless}
            onChange={(routeless) => setField('routeless', routeless)}
            levels={stored?.levels}
            fieldError={fieldError}
          />
        )}
        <AscentFields form={form} type={type} />
        <Group gap="sm" wrap="wrap">
          <Button
            type="submit"
            loading={form.submitting || queuing}
            leftSection={<IconCheck size={18} aria-hidden />}
            mih={44}
            data-testid="indoor-ascent-save"
          >
            {t('form.save')}
          </Button>
          <Button
            component={Link}
            to={INDOOR_LOGBOOK_PATH}
            variant="default"
            mih={44}
            leftSection={<IconListDetails size={18} aria-hidden />}
          >
            {t('new.toLogbook')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

/** The gym's data for the form: kept on the device, or fetched now (and kept). */
function ChosenGym({ gym, onChangeGym }: { gym: RecordRef; onChangeGym(): void }) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const stored = useGymForLog(gym);
  if (stored.isPending) return <DelayedLoader label={t('gym.loading')} />;
  return <GymAscentForm key={gym.id} gym={gym} stored={stored.data ?? null} onChangeGym={onChangeGym} />;
}

/** The gym chosen in the address, else the picker; a gym picked goes into the address (a reload keeps it). */
function LogIndoors() {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const gymId = gymIdOf(search);
  const gym = useGymRefForLog(gymId);
  const pick = (picked: RecordRef) => {
    queryClient.setQueryData([...logbookKeys.gymForLog(picked.id), 'ref'], picked);
    setSearch({ gym_id: String(picked.id) }, { replace: true });
  };
  const change = () => setSearch({}, { replace: true });
  if (gymId === null || gym.isError) {
    return (
      <Stack gap="md">
        {gym.isError ? (
          <Alert color="yellow" variant="light" data-testid="gym-unknown">
            {t('gym.unknown')}
          </Alert>
        ) : null}
        <GymPicker onPick={pick} />
      </Stack>
    );
  }
  if (!gym.data) return <Loader size="sm" role="status" aria-label={t('gym.loading')} />;
  return <ChosenGym gym={gym.data} onChangeGym={change} />;
}

/**
 * `/ascents/indoor/new` (the top bar's add-ascent menu, indoors): pick the gym, then a route of it (space, sector,
 * route) or none (a colour level or a grade, and how many), how it went and the day; saved, or kept on the device
 * offline. Open to visitors, who are invited to sign in (docs/conventions.md).
 */
function IndoorAscentNewPage() {
  const { t } = useTranslation([INDOOR_NAMESPACE, 'common']);
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const climber = useLogbookClimber();
  return (
    <FormFrame title={t('new.title')} lead={t('new.lead')}>
      {user || climber ? (
        <LogIndoors />
      ) : status === 'loading' ? (
        <DelayedLoader label={t('common:loading')} />
      ) : (
        <SignInInvitation text={t('new.signIn')} />
      )}
    </FormFrame>
  );
}

export default withQueries(IndoorAscentNewPage);
