import {
  ASCENT_NOTE_MAX,
  ASCENT_NOTE_MIN,
  type GymRoute,
  type GymRouteStatus,
  type GymRouteSummary,
  HARDNESS_STATUSES,
  type RecordRef,
} from '@climb/contracts';
import { IconCheck, IconChevronDown, IconCloudUpload, IconLogin, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { useOnline } from '../../../../components/offline-indicator';
import { PlainButton, PlainButtonLink, unstyledClassName } from '../../../../components/plain-ui';
import { Badge, Group, Stack, Text, TextInput } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { localToday } from '../../../../lib/dates';
import { RULES_NAMESPACE, ruleLine, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useFormatters } from '../../../../lib/use-formatters';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { signInPath } from '../../../../platform/session/redirect-path';
import { useAscentsPusherStore } from '../../../../stores/ascents-pusher-store';
import { createGymAscent, useGymRouteStatuses, useStoredGymRoute } from '../../api/gym-ascents.api';
import { logbookKeys, refreshAfterGymAscentChange } from '../../api/logbook-keys';
import { isNetworkFailure } from '../../api/network';
import { pendingOfGymRoute, useLogbookClimber, usePendingAscents } from '../../api/pending-ascents';
import { requestAscentsSync } from '../../log/offline/use-ascents-sync';
import { Chips } from '../components/chips';
import { ColorDot } from '../components/color-dot';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import {
  displayOfGymRoute,
  emptyIndoorValues,
  GYM_STATUS_CHOICES,
  gymRopingChoices,
  gymRouteAscentBody,
  type IndoorAscentValues,
} from '../lib/indoor-values';
import { useOfflineGym } from '../lib/use-offline-gym';
import classes from './gym-route-logger.module.css';

const NOTES = Array.from({ length: ASCENT_NOTE_MAX - ASCENT_NOTE_MIN + 1 }, (_, index) =>
  String(ASCENT_NOTE_MIN + index),
);
const NONE = 'none';

/** My mark on the route: done (with how many ascents), project, and the ascents waiting on this device. */
function RouteMark({ status, waiting }: { status: GymRouteStatus | undefined; waiting: number }) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  return (
    <Group gap={6} wrap="wrap" data-testid="gym-route-mark" data-status={status?.status ?? 'none'}>
      {status?.status === 'done' ? (
        <Badge color="green" variant="light" keepCase leftSection={<IconCheck size={14} aria-hidden />}>
          {t('logger.done', { count: status.ascents_count })}
        </Badge>
      ) : null}
      {status?.status === 'project' ? (
        <Badge color="orange" variant="light" keepCase>
          {t('logger.project')}
        </Badge>
      ) : null}
      {waiting > 0 ? (
        <Badge
          color="gray"
          variant="outline"
          keepCase
          leftSection={<IconCloudUpload size={14} aria-hidden />}
          data-testid="gym-route-waiting"
        >
          {t('logger.waiting', { count: waiting })}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The route as the device kept it, when the panel could not load it (offline). */
function RouteFromDevice({ route }: { route: GymRouteSummary }) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const color = route.level_color ?? route.hold_colors[0];
  return (
    <Group gap="xs" wrap="nowrap" data-testid="gym-route-from-device">
      {color ? <ColorDot color={color} /> : null}
      <Text size="sm">
        {[route.name, route.grade_text, route.sector_name].filter(Boolean).join(' · ')}
        {' — '}
        {t('logger.fromDevice')}
      </Text>
    </Group>
  );
}

type Outcome = { kind: 'saved' | 'queued'; text: string } | null;

/** The compact logger: the style, the roping of a roped route, the day (today), then "Log"; note and opinion aside. */
function Logger({ route, gym, fromDevice }: { route: GymRouteSummary; gym: RecordRef | null; fromDevice: boolean }) {
  const { t, i18n } = useTranslation([INDOOR_NAMESPACE, 'logbook-enums', 'common', RULES_NAMESPACE]);
  const { label } = useLogbookLabels();
  const { shortDay } = useFormatters();
  const online = useOnline();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const climber = useLogbookClimber();
  const headingId = useId();
  const detailsId = useId();
  const gymId = gym?.id ?? route.gym_id;
  const statuses = useGymRouteStatuses(gymId);
  const waiting = pendingOfGymRoute(usePendingAscents(), route.id).length;
  const [values, setValues] = useState<IndoorAscentValues>(() => emptyIndoorValues(route.climbing_type));
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [details, setDetails] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ropings = gymRopingChoices(route.climbing_type);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useOfflineGym(gym, true);
  useEffect(() => shareFieldLabels(i18n, language, INDOOR_NAMESPACE), [i18n, language]);

  const set = <Field extends keyof IndoorAscentValues>(field: Field, value: IndoorAscentValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as string]: _fixed, ...rest }) => rest);
    setOutcome(null);
  };

  /** After a success: the next ascent starts from the same day and roping, with a new key. */
  const done = (kind: 'saved' | 'queued', status: string, day: string) => {
    setOutcome({
      kind,
      text: t(kind === 'saved' ? 'logger.saved' : 'logger.queued', { status, date: shortDay(day) }),
    });
    setValues((current) => ({ ...emptyIndoorValues(route.climbing_type), released_at: current.released_at }));
    setKey(crypto.randomUUID());
    setDetails(false);
  };

  const queue = async (body: ReturnType<typeof gymRouteAscentBody>) => {
    await useAscentsPusherStore.getState().enqueue({
      kind: 'gym_route',
      userUuid: climber,
      payload: body,
      display: displayOfGymRoute(route, gym),
    });
    requestAscentsSync();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problems: Record<string, string> = {};
    if (values.ascent_status === '') problems.ascent_status = t('logger.chooseStatus');
    if (values.released_at === '' || values.released_at > localToday()) {
      problems.released_at = ruleLine('released_at', values.released_at === '' ? 'required' : 'in_the_future', t);
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const status = t(`statuses.${values.ascent_status}`);
    const day = values.released_at;
    const body = gymRouteAscentBody(route, values, key);
    setSending(true);
    try {
      if (!navigator.onLine) {
        await queue(body);
        done('queued', status, day);
        return;
      }
      try {
        const saved = await createGymAscent(body);
        // The mark follows at once; the lists and the route's figures are read again.
        queryClient.setQueryData<Map<number, GymRouteStatus>>(logbookKeys.gymStatuses(gymId), (known) => {
          const next = new Map(known);
          const before = next.get(route.id);
          const sent = saved.ascent_status !== 'project';
          next.set(route.id, {
            gym_route_id: route.id,
            status: sent || before?.status === 'done' ? 'done' : 'project',
            ascents_count: (before?.ascents_count ?? 0) + (sent ? 1 : 0),
            last_released_at: saved.released_at,
          });
          return next;
        });
        void refreshAfterGymAscentChange(queryClient, { routeId: route.id, gymId });
        done('saved', status, day);
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        await queue(body);
        done('queued', status, day);
      }
    } catch (error) {
      const refused = error instanceof ApiError ? error.validationErrors : null;
      if (refused) {
        setErrors(
          Object.fromEntries(
            Object.entries(refused).map(([field, rules]) => [
              field,
              rules.map((rule) => ruleLine(field, rule, t)).join(' · '),
            ]),
          ),
        );
      }
      alerts.apiError(error);
    } finally {
      setSending(false);
    }
  };

  const otherErrors = Object.entries(errors).filter(
    ([field]) => !['ascent_status', 'roping_status', 'released_at', 'note', 'hardness_status'].includes(field),
  );

  return (
    <section aria-labelledby={headingId} className={classes.logger} data-testid="gym-route-logger">
      <Group justify="space-between" gap="xs" wrap="wrap" align="center">
        <h3 id={headingId} className={classes.heading}>
          {t('logger.title')}
        </h3>
        <RouteMark status={statuses.data?.get(route.id)} waiting={waiting} />
      </Group>
      {fromDevice ? <RouteFromDevice route={route} /> : null}
      <form onSubmit={submit} noValidate className={classes.form} data-testid="gym-route-log-form">
        <Chips
          legend={t('logger.status')}
          options={GYM_STATUS_CHOICES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={values.ascent_status}
          onChange={(value) => set('ascent_status', value)}
          error={errors.ascent_status}
          testId="gym-route-status"
        />
        {ropings.length > 0 ? (
          <Chips
            legend={t('logger.roping')}
            options={ropings.map((value) => ({ value, label: label('roping_statuses', value) }))}
            value={values.roping_status}
            onChange={(value) => set('roping_status', value)}
            error={errors.roping_status}
            testId="gym-route-roping"
          />
        ) : null}
        <div className={classes.row}>
          <TextInput
            type="date"
            label={t('logger.date')}
            value={values.released_at}
            max={localToday()}
            onChange={(event) => set('released_at', event.currentTarget.value)}
            error={errors.released_at}
            className={classes.date}
            data-testid="gym-route-date"
          />
          <PlainButton
            type="submit"
            size="md"
            disabled={sending}
            aria-busy={sending || undefined}
            leftSection={<IconCheck size={18} aria-hidden />}
            className={classes.log}
            data-testid="gym-route-log"
          >
            {t('logger.log')}
          </PlainButton>
        </div>
        <button
          type="button"
          className={`${unstyledClassName} ${classes.toggle}`}
          aria-expanded={details}
          aria-controls={detailsId}
          onClick={() => setDetails((open) => !open)}
          data-testid="gym-route-details-toggle"
        >
          <IconChevronDown size={18} aria-hidden className={classes.chevron} data-open={details || undefined} />
          {t('logger.details')}
        </button>
        <div id={detailsId} hidden={!details} className={classes.details}>
          <Chips
            legend={t('logger.note')}
            options={[
              { value: NONE, label: t('logger.noNote') },
              ...NOTES.map((note) => ({
                value: note,
                label: t('logger.noteOption', { note }),
                hint: label('notes', note),
              })),
            ]}
            value={values.note === '' ? NONE : values.note}
            onChange={(value) => set('note', value === NONE ? '' : value)}
            error={errors.note}
            testId="gym-route-note"
          />
          <Chips
            legend={t('logger.hardness')}
            options={[
              { value: NONE, label: t('hardness.none') },
              ...HARDNESS_STATUSES.map((value) => ({ value, label: t(`hardness.${value}`) })),
            ]}
            value={values.hardness_status === '' ? NONE : values.hardness_status}
            onChange={(value) => set('hardness_status', value === NONE ? '' : value)}
            error={errors.hardness_status}
            testId="gym-route-hardness"
          />
        </div>
        {otherErrors.length > 0 ? (
          <Stack gap={2}>
            {otherErrors.map(([field, text]) => (
              <Text key={field} size="sm" c="red">
                {text}
              </Text>
            ))}
          </Stack>
        ) : null}
      </form>
      {online ? null : (
        <Group gap="xs" wrap="nowrap" data-testid="gym-route-offline">
          <IconWifiOff size={16} aria-hidden />
          <Text size="sm">{t('logger.offline')}</Text>
        </Group>
      )}
      <p role="status" className={classes.outcome} data-kind={outcome?.kind} data-testid="gym-route-outcome">
        {outcome?.text}
      </p>
    </section>
  );
}

/** A visitor's invitation: logging needs an account (the API would refuse it all the same). */
function SignInToLog() {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const { pathname, search } = useLocation();
  return (
    <section className={classes.logger} data-testid="gym-route-sign-in">
      <Text size="sm">{t('logger.signIn')}</Text>
      <PlainButtonLink
        to={signInPath(`${pathname}${search}`)}
        variant="default"
        leftSection={<IconLogin size={18} aria-hidden />}
        className={classes.signIn}
      >
        {t('common:account.signIn')}
      </PlainButtonLink>
    </section>
  );
}

/**
 * "My logbook" in a gym route's panel: my mark on the route (done, project, waiting to be sent) and the two-tap
 * logger; a visitor is invited to sign in. `route` is the panel's; offline, when the panel could not load it, the
 * route kept on the device stands in for it (the gyms a climber opened are kept there).
 */
export function GymRouteLogger({ routeId, route }: { routeId: number; route: GymRoute | undefined }) {
  const climber = useLogbookClimber();
  const stored = useStoredGymRoute(routeId, route === undefined && climber !== null);
  if (!climber) return <SignInToLog />;
  const summary = route ?? stored.data?.route;
  if (!summary) return null;
  return (
    <Logger
      key={summary.id}
      route={summary}
      gym={route?.gym ?? stored.data?.gym ?? null}
      fromDevice={route === undefined}
    />
  );
}
