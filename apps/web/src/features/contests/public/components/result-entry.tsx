import { CONTEST_LIMITS, type ContestRankingType, type ContestResult, type ContestRoute } from '@climb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, Paper, Stack, Text, TextInput } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { useFormatters } from '../../../../lib/use-formatters';
import { enterMyContestResult } from '../../shared/contests.api';
import classes from '../../shared/contests.module.css';
import { formatResult, RESULT_FIELDS, type ResultLike, zoneCountOf } from '../../shared/result-format';

const EMPTY: ResultLike = {
  topped: false,
  top_attempt: null,
  zone: false,
  zone_1_attempt: null,
  zone_2_attempt: null,
  attempts: null,
  hold_number: null,
  hold_plus: false,
  time_ms: null,
};

function draftOf(result: ContestResult | undefined): ResultLike {
  if (!result) return EMPTY;
  const { contest_route_id: _route, source: _source, updated_at: _updated, ...fields } = result;
  return fields;
}

/** A number with large − and + buttons, for a thumb at the foot of the wall. */
function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  onChange(value: number): void;
  testId: string;
}) {
  const { t } = useTranslation('contests');
  const id = useId();
  const shown = value ?? min;
  return (
    <Group gap="xs" role="group" aria-labelledby={id} data-testid={testId}>
      <Text id={id} size="sm" fw={600}>
        {label}
      </Text>
      <PlainButton
        variant="default"
        className={classes.bigButton}
        aria-label={`${t('mine.entry.less')} · ${label}`}
        disabled={shown <= min}
        onClick={() => onChange(Math.max(min, shown - 1))}
      >
        −
      </PlainButton>
      <Text component="output" fw={700} size="lg" aria-live="polite">
        {shown}
      </Text>
      <PlainButton
        variant="default"
        className={classes.bigButton}
        aria-label={`${t('mine.entry.more')} · ${label}`}
        disabled={shown >= max}
        onClick={() => onChange(Math.min(max, shown + 1))}
      >
        +
      </PlainButton>
    </Group>
  );
}

/** A yes/no as a large button that stays pressed. */
function Toggle({
  label,
  pressed,
  onChange,
  testId,
}: {
  label: string;
  pressed: boolean;
  onChange(pressed: boolean): void;
  testId: string;
}) {
  return (
    <PlainButton
      variant={pressed ? 'filled' : 'default'}
      className={classes.bigButton}
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      data-testid={testId}
    >
      {label}
    </PlainButton>
  );
}

/**
 * The participant's own result on one route: only what the step's ranking type reads (a top and its attempt, zones,
 * attempts, the highest hold with "+", a time). Saved at once, shown as the server kept it.
 */
export function ResultEntry({
  contestId,
  token,
  rankingType,
  route,
  result,
}: {
  contestId: number;
  token: string;
  rankingType: ContestRankingType;
  route: ContestRoute;
  result: ContestResult | undefined;
}) {
  const { t } = useTranslation('contests');
  const { locale } = useFormatters();
  const [draft, setDraft] = useState<ResultLike>(() => draftOf(result));
  const [state, setState] = useState<{ status: 'idle' | 'saving' | 'saved' } | { status: 'refused'; reason: string }>({
    status: 'idle',
  });
  const fields = RESULT_FIELDS[rankingType];
  const zones = zoneCountOf(rankingType, route);
  const change = (next: Partial<ResultLike>) => {
    setDraft((current) => ({ ...current, ...next }));
    setState({ status: 'idle' });
  };
  const maxAttempts = CONTEST_LIMITS.maxAttempts;
  const maxHold = route.holds_count ?? CONTEST_LIMITS.maxHolds;

  const save = async (clear = false) => {
    setState({ status: 'saving' });
    try {
      await enterMyContestResult(contestId, {
        token,
        contest_route_id: route.id,
        ...(clear
          ? { clear: true }
          : {
              topped: draft.topped,
              top_attempt: draft.topped ? draft.top_attempt : null,
              zone: draft.zone,
              zone_1_attempt: draft.zone_1_attempt,
              zone_2_attempt: zones > 1 ? draft.zone_2_attempt : null,
              attempts: draft.attempts,
              hold_number: draft.hold_number,
              hold_plus: draft.hold_plus,
              time_ms: draft.time_ms,
            }),
      });
      if (clear) setDraft(EMPTY);
      setState({ status: 'saved' });
    } catch (error) {
      const errors = error instanceof ApiError ? error.validationErrors : null;
      const rules = errors ? Object.values(errors).flat() : [];
      const reason = rules.includes('not_included')
        ? t('mine.notAllowed')
        : rules.includes('too_big')
          ? t('mine.tooBig')
          : t('mine.invalidValue');
      setState({ status: 'refused', reason });
    }
  };

  const label = t('mine.route', { number: route.number });
  return (
    <Paper withBorder p="sm" component="li" data-testid={`result-entry-${route.id}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{label}</Text>
          <Text size="sm" c="dimmed" data-testid={`result-summary-${route.id}`}>
            {result ? formatResult(rankingType, result, t, locale, route) : t('mine.noResult')}
          </Text>
        </Group>
        {fields.includes('topped') ? (
          <Group gap="xs">
            <Toggle
              label={t('mine.entry.topped')}
              pressed={draft.topped}
              onChange={(topped) => change({ topped, top_attempt: topped ? (draft.top_attempt ?? 1) : null })}
              testId={`entry-topped-${route.id}`}
            />
            {fields.includes('zone') ? (
              <Toggle
                label={t('mine.entry.zone')}
                pressed={draft.zone || draft.topped}
                onChange={(zone) => change({ zone })}
                testId={`entry-zone-${route.id}`}
              />
            ) : null}
          </Group>
        ) : null}
        {fields.includes('top_attempt') && draft.topped ? (
          <Stepper
            label={t('mine.entry.topAttempt')}
            value={draft.top_attempt}
            min={1}
            max={maxAttempts}
            onChange={(top_attempt) => change({ top_attempt })}
            testId={`entry-top-attempt-${route.id}`}
          />
        ) : null}
        {fields.includes('zone_attempts')
          ? Array.from({ length: zones }, (_, index) => {
              const key = index === 0 ? 'zone_1_attempt' : 'zone_2_attempt';
              const zoneLabel = t(
                zones > 1 ? (index === 0 ? 'mine.entry.zone1' : 'mine.entry.zone2') : 'mine.entry.zone',
              );
              const attempt = draft[key];
              return (
                <Stack key={key} gap={4}>
                  <Toggle
                    label={zoneLabel}
                    pressed={attempt !== null}
                    onChange={(on) => change({ [key]: on ? 1 : null })}
                    testId={`entry-${key}-${route.id}`}
                  />
                  {attempt !== null ? (
                    <Stepper
                      label={t(index === 0 ? 'mine.entry.zone1Attempt' : 'mine.entry.zone2Attempt')}
                      value={attempt}
                      min={1}
                      max={maxAttempts}
                      onChange={(value) => change({ [key]: value })}
                      testId={`entry-${key}-attempt-${route.id}`}
                    />
                  ) : null}
                </Stack>
              );
            })
          : null}
        {fields.includes('attempts') ? (
          <Stepper
            label={t('mine.entry.attempts')}
            value={draft.attempts}
            min={0}
            max={maxAttempts}
            onChange={(attempts) => change({ attempts })}
            testId={`entry-attempts-${route.id}`}
          />
        ) : null}
        {fields.includes('hold') && !draft.topped ? (
          <Group gap="xs">
            <Stepper
              label={t('mine.entry.hold')}
              value={draft.hold_number}
              min={0}
              max={maxHold}
              onChange={(hold_number) => change({ hold_number })}
              testId={`entry-hold-${route.id}`}
            />
            <Toggle
              label={t('mine.entry.plus')}
              pressed={draft.hold_plus}
              onChange={(hold_plus) => change({ hold_plus })}
              testId={`entry-plus-${route.id}`}
            />
          </Group>
        ) : null}
        {fields.includes('time') ? (
          <TextInput
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            label={t('mine.entry.time')}
            value={draft.time_ms === null ? '' : String(draft.time_ms / 1000)}
            onChange={(event) => {
              const seconds = Number(event.currentTarget.value);
              change({ time_ms: event.currentTarget.value && seconds > 0 ? Math.round(seconds * 1000) : null });
            }}
            data-testid={`entry-time-${route.id}`}
          />
        ) : null}
        <Group gap="xs">
          <PlainButton
            className={classes.bigButton}
            onClick={() => void save()}
            disabled={state.status === 'saving'}
            aria-busy={state.status === 'saving' || undefined}
            data-testid={`entry-save-${route.id}`}
          >
            {t('mine.save')}
          </PlainButton>
          {result ? (
            <PlainButton
              variant="subtle"
              color="gray"
              onClick={() => void save(true)}
              disabled={state.status === 'saving'}
            >
              {t('mine.clear')}
            </PlainButton>
          ) : null}
        </Group>
        <div aria-live="polite">
          {state.status === 'saved' ? (
            <Text size="sm" fw={600}>
              {t('mine.saved')}
            </Text>
          ) : null}
          {state.status === 'refused' ? (
            <Text size="sm" c="red" data-testid={`entry-refused-${route.id}`}>
              {t('mine.refused', { reason: state.reason })}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
