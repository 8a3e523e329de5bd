import type { GymAdministratorInvitation } from '@climb/contracts';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { PlainButton, PlainButtonLink } from '../../../../../components/plain-ui';
import { Alert, Badge, Card, Group, Stack, Text } from '../../../../../components/ui';
import { ApiError } from '../../../../../lib/api-client';
import { isBuilt } from '../../../../../lib/built-pages';
import { useHydrated } from '../../../../../lib/hydration';
import { useSessionStore } from '../../../../../lib/session-store';
import { useAlerts } from '../../../../../platform/alerts/use-alerts';
import { signInPath } from '../../../../../platform/session/redirect-path';
import { acceptInvitation, acceptInvitationByToken, declineInvitation, useMyInvitations } from '../api/team.api';
import { TEAM_NAMESPACE } from './team-texts';

/** The gym a card is about, as the public page has it. */
interface InvitedGym {
  id: number;
  name: string;
  slug_name: string;
}

/** The `?invitation=` of the e-mail's link: its secret. */
const INVITATION_PARAM = 'invitation';

/** Why an answer failed, in words: a link no invitation holds, an invitation already answered; null otherwise. */
function answerProblem(error: unknown): 'invalidLink' | 'notPending' | null {
  const rules = error instanceof ApiError ? error.validationErrors : null;
  if (rules?.token) return 'invalidLink';
  if (rules?.base?.includes('not_pending')) return 'notPending';
  return null;
}

function CardFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  return (
    <Card component="section" withBorder radius="md" aria-label={t('card.label')} data-testid="gym-invitation-card">
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** Answering an invitation: busy meanwhile, on to the gym's administration once joined, what went wrong in words. */
function useAnswer(gym: InvitedGym) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'invalidLink' | 'notPending' | null>(null);
  const run = async (answer: () => Promise<GymAdministratorInvitation>, joined: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const invitation = await answer();
      if (joined) {
        alerts.success(t('card.joined', { gym: invitation.gym.name }));
        await navigate(adminPath(invitation.gym));
      } else {
        alerts.success(t('card.declined'));
      }
    } catch (error) {
      const found = answerProblem(error);
      if (found) setProblem(found);
      else alerts.apiError(error);
    } finally {
      setBusy(false);
    }
  };
  const problemAlert = problem ? (
    <Alert color="red" role="alert" data-testid="gym-invitation-error">
      {t(`card.${problem}`, { gym: gym.name })}
    </Alert>
  ) : null;
  return { busy, run, problemAlert };
}

/** An invitation to the signed-in climber's account or address: its roles, Accept or Decline. */
function InvitationToMe({ gym, invitation }: { gym: InvitedGym; invitation: GymAdministratorInvitation }) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const { busy, run, problemAlert } = useAnswer(gym);
  return (
    <CardFrame>
      <Text>{t('card.invited', { gym: gym.name })}</Text>
      <Group gap={4}>
        {invitation.roles.map((role) => (
          <Badge key={role} variant="light" size="sm" keepCase>
            {t(`roles.${role}.name`)}
          </Badge>
        ))}
      </Group>
      {invitation.invited_by ? (
        <Text size="sm" c="dimmed">
          {t('card.invitedBy', { name: invitation.invited_by.name })}
        </Text>
      ) : null}
      {problemAlert}
      <Group gap="xs">
        <PlainButton
          variant="filled"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void run(() => acceptInvitation(invitation.id), true)}
          data-testid="gym-invitation-accept"
        >
          {t('card.accept')}
        </PlainButton>
        <PlainButton
          variant="default"
          disabled={busy}
          onClick={() => void run(() => declineInvitation(invitation.id), false)}
          data-testid="gym-invitation-decline"
        >
          {t('card.decline')}
        </PlainButton>
      </Group>
    </CardFrame>
  );
}

/** The e-mail's link, opened signed in: its secret accepts it, whatever the account's address. */
function InvitationByLink({ gym, token }: { gym: InvitedGym; token: string }) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const { busy, run, problemAlert } = useAnswer(gym);
  return (
    <CardFrame>
      <Text>{t('card.byLink', { gym: gym.name })}</Text>
      {problemAlert}
      <Group gap="xs">
        <PlainButton
          variant="filled"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void run(() => acceptInvitationByToken(token), true)}
          data-testid="gym-invitation-accept"
        >
          {t('card.accept')}
        </PlainButton>
      </Group>
    </CardFrame>
  );
}

/** The e-mail's link, opened by a visitor: sign in or sign up, then back here where the link accepts it. */
function InvitationForVisitor({ gym }: { gym: InvitedGym }) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <CardFrame>
      <Text>{t('card.visitor', { gym: gym.name })}</Text>
      <Group gap="xs">
        {isBuilt('/sign-in') ? (
          <PlainButtonLink
            to={signInPath(`${pathname}${search}`)}
            variant="filled"
            leftSection={<IconLogin size={18} aria-hidden />}
            data-testid="gym-invitation-sign-in"
          >
            {t('card.signIn')}
          </PlainButtonLink>
        ) : null}
        {isBuilt('/sign-up') ? (
          <PlainButtonLink
            to={`/sign-up?redirect=${back}`}
            variant="default"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            data-testid="gym-invitation-sign-up"
          >
            {t('card.signUp')}
          </PlainButtonLink>
        ) : null}
      </Group>
    </CardFrame>
  );
}

/** The signed-in climber's invitations, read once hydrated; the first one to this gym, if any. */
function MyInvitationToGym({ gym }: { gym: InvitedGym }) {
  const mine = useMyInvitations(true);
  const invitation = mine.data?.find((candidate) => candidate.gym.id === gym.id && candidate.state === 'pending');
  return invitation ? <InvitationToMe gym={gym} invitation={invitation} /> : null;
}

function InvitationPlace({ gym }: { gym: InvitedGym }) {
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const [searchParams] = useSearchParams();
  const token = searchParams.get(INVITATION_PARAM)?.trim() || null;
  if (token) {
    if (user) return <InvitationByLink gym={gym} token={token} />;
    return status === 'anonymous' ? <InvitationForVisitor gym={gym} /> : null;
  }
  return user ? <MyInvitationToGym gym={gym} /> : null;
}

/**
 * An invitation to join the gym's team, on its public page (docs/domain/indoor.md, "Administration"). A per-visitor
 * part: the server's page, cached for everyone, holds nothing here; it appears once hydrated, its texts loading
 * apart from the page's.
 */
export function GymInvitationCard({ gym }: { gym: InvitedGym }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <InvitationPlace gym={gym} />
    </Suspense>
  );
}
