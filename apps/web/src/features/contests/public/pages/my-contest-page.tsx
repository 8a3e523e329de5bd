import type { Contest, ContestMyContest } from '@climb/contracts';
import { Modal } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loaded } from '../../../../components/loaded';
import { PlainButton } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { SubmitButton } from '../../../../components/submit-button';
import { Alert, Badge, Group, List, Stack, Text, TextInput, Title } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { useHydrated } from '../../../../lib/hydration';
import { queryClient, withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useContestTokenStore } from '../../../../stores/contest-token-store';
import { ContestFrame } from '../../shared/contest-frame';
import { cancelContestRegistration, contestKeys, useContest, useMyContest } from '../../shared/contests.api';
import { contestParams } from '../../shared/page-params';
import { formatResult as formatResultText } from '../../shared/result-format';
import { useContestCanonicalPath, useContestHead } from '../../shared/use-contest-head';
import { ResultEntry } from '../components/result-entry';

/** Where the participant pastes the code of their e-mail; kept on the device. */
function CodeForm({ contestId }: { contestId: number }) {
  const { t } = useTranslation('contests');
  const setToken = useContestTokenStore((state) => state.setToken);
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const token = code.trim();
        if (!token) return;
        queryClient.removeQueries({ queryKey: contestKeys.mine(contestId) });
        setToken(contestId, token);
      }}
      data-testid="contest-code-form"
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('mine.codeTitle')}
        </Title>
        <TextInput
          label={t('mine.code')}
          description={t('mine.codeHint')}
          name="token"
          required
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <SubmitButton loading={false} icon={<IconKey size={18} aria-hidden />}>
          {t('mine.open')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

function CancelRegistration({ contestId, token, name }: { contestId: number; token: string; name: string }) {
  const { t } = useTranslation(['contests', 'common']);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await cancelContestRegistration(contestId, token);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: contestKeys.mine(contestId) });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PlainButton variant="light" color="red" onClick={() => setOpen(true)} data-testid="cancel-registration">
        {t('mine.cancel')}
      </PlainButton>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('mine.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      >
        <Stack gap="md">
          <Text>{t('mine.cancelText', { name })}</Text>
          {failed ? (
            <Alert color="red" role="alert">
              {t('registration.errors.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <PlainButton variant="default" onClick={() => setOpen(false)}>
              {t('mine.keep')}
            </PlainButton>
            <PlainButton
              color="red"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="cancel-registration-confirm"
            >
              {t('mine.cancelConfirm')}
            </PlainButton>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Participation({ contest, mine, token }: { contest: Contest; mine: ContestMyContest; token: string }) {
  const { t } = useTranslation('contests');
  const { participant } = mine;
  const name = `${participant.first_name} ${participant.last_name}`;
  return (
    <>
      <Section title={name} testId="my-participant">
        <Group gap="xs">
          <Badge size="lg">{t('registration.done.bib', { bib: participant.bib_number })}</Badge>
          <Badge variant="light" color={participant.state === 'registered' ? 'blue' : 'grape'}>
            {t(`enums.participantStates.${participant.state}`)}
          </Badge>
        </Group>
        <Stack component="dl" gap={2}>
          <Text component="dt" size="sm" fw={600}>
            {t('mine.category')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {participant.category_name}
          </Text>
          {participant.wave_name ? (
            <>
              <Text component="dt" size="sm" fw={600}>
                {t('mine.wave')}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {participant.wave_name}
              </Text>
            </>
          ) : null}
          {participant.team_name ? (
            <>
              <Text component="dt" size="sm" fw={600}>
                {t('mine.team')}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {participant.team_name}
              </Text>
            </>
          ) : null}
        </Stack>
        {participant.state === 'waiting' && participant.waiting_position !== null ? (
          <Alert color="grape">{t('mine.waitingPosition', { position: participant.waiting_position })}</Alert>
        ) : null}
        {participant.state !== 'cancelled' ? (
          <CancelRegistration contestId={contest.id} token={token} name={name} />
        ) : null}
      </Section>
      {participant.state !== 'cancelled' ? (
        <Section title={t('mine.steps')} testId="my-steps">
          {mine.steps.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('mine.noSteps')}
            </Text>
          ) : null}
          {mine.steps.map((entry) => (
            <Stack key={entry.step.id} gap="xs" data-testid={`my-step-${entry.step.id}`}>
              <Title order={3} size="h4">
                {entry.step.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`enums.stepKinds.${entry.step.kind}`)} · {t(`enums.rankingTypes.${entry.step.ranking_type}`)}
                {entry.rank !== null ? ` · ${t('mine.rank', { rank: entry.rank })}` : ''}
              </Text>
              {entry.routes.length === 0 ? (
                <Text size="sm">{t('mine.notInStep')}</Text>
              ) : (
                <>
                  <Text size="sm">{entry.self_reporting_open ? t('mine.selfOpen') : t('mine.selfClosed')}</Text>
                  {entry.self_reporting_open ? (
                    <List type="none" spacing="sm">
                      {entry.routes.map((route) => (
                        <ResultEntry
                          key={route.id}
                          contestId={contest.id}
                          token={token}
                          rankingType={entry.step.ranking_type}
                          route={route}
                          result={entry.results.find((result) => result.contest_route_id === route.id)}
                        />
                      ))}
                    </List>
                  ) : (
                    <ReadOnlyResults entry={entry} />
                  )}
                </>
              )}
            </Stack>
          ))}
        </Section>
      ) : null}
    </>
  );
}

function ReadOnlyResults({ entry }: { entry: ContestMyContest['steps'][number] }) {
  const { t } = useTranslation('contests');
  return (
    <List type="unordered" spacing="xs" size="sm" data-testid={`my-results-${entry.step.id}`}>
      {entry.routes.map((route) => {
        const result = entry.results.find((one) => one.contest_route_id === route.id);
        return (
          <li key={route.id}>
            {t('mine.route', { number: route.number })} · <ResultText entry={entry} result={result} route={route} />
          </li>
        );
      })}
    </List>
  );
}

function ResultText({
  entry,
  result,
  route,
}: {
  entry: ContestMyContest['steps'][number];
  result: ContestMyContest['steps'][number]['results'][number] | undefined;
  route: ContestMyContest['steps'][number]['routes'][number];
}) {
  const { t, i18n } = useTranslation('contests');
  if (!result) return <>{t('mine.noResult')}</>;
  return <>{formatResultText(entry.step.ranking_type, result, t, i18n.resolvedLanguage ?? 'fr', route)}</>;
}

/**
 * The token an e-mail's link carries in the address's fragment (`#token=…`, which never reaches a server): kept on the
 * device, then taken out of the address so that it is not shared with a copied link.
 */
function useTokenFromLink(contestId: number) {
  const setToken = useContestTokenStore((state) => state.setToken);
  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token')?.trim();
    if (!found) return;
    setToken(contestId, found);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [contestId, setToken]);
}

function MyContestBody({ contest }: { contest: Contest }) {
  const { t } = useTranslation('contests');
  useTokenFromLink(contest.id);
  const token = useContestTokenStore((state) => state.tokens[String(contest.id)] ?? null);
  const removeToken = useContestTokenStore((state) => state.removeToken);
  const mine = useMyContest(contest.id, token);
  if (!token) return <CodeForm contestId={contest.id} />;
  const refused = mine.error instanceof ApiError && (mine.error.status === 422 || mine.error.status === 404);
  if (refused) {
    return (
      <Stack gap="sm" data-testid="my-contest-invalid">
        <Alert color="red" role="alert">
          {t('mine.invalid')}
        </Alert>
        <PlainButton
          variant="default"
          onClick={() => {
            queryClient.removeQueries({ queryKey: contestKeys.mine(contest.id) });
            removeToken(contest.id);
          }}
          data-testid="forget-token"
        >
          {t('mine.forget')}
        </PlainButton>
      </Stack>
    );
  }
  return <Loaded query={mine}>{(found) => <Participation contest={contest} mine={found} token={token} />}</Loaded>;
}

function MyContestView({ contest }: { contest: Contest }) {
  const { t } = useTranslation('contests');
  const hydrated = useHydrated();
  useContestHead(contest, 'my-contest');
  useContestCanonicalPath(contest, 'my-contest');
  return (
    <ContestFrame contest={contest} current="my-contest">
      <Text size="sm">{t('mine.lead')}</Text>
      {hydrated ? <MyContestBody contest={contest} /> : null}
    </ContestFrame>
  );
}

/** `…/contests/{contestId}/{contestName}/my-contest`: the participant's own page, with the device's token. */
function MyContestPage() {
  const { contestId } = parseRouteParams(contestParams, useParams());
  const contest = useContest(contestId);
  return <Loaded query={contest}>{(found) => <MyContestView contest={found} />}</Loaded>;
}

export default withQueries(MyContestPage);
