import type { GymAdministratorInvitation, GymTeamMember } from '@climb/contracts';
import { Avatar, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { useAdminGym } from '../../../../../climbing/gym-admin/use-admin-gym';
import { DeleteButton } from '../../../../../components/delete-button';
import { EmptyState } from '../../../../../components/list-states';
import { Loaded } from '../../../../../components/loaded';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useSessionStore } from '../../../../../lib/session-store';
import { useAlerts } from '../../../../../platform/alerts/use-alerts';
import { gymParams } from '../../../shared/page-params';
import { revokeInvitation, switchEmailReport, usePendingInvitations, useTeam } from '../api/team.api';
import { TEAM_NAMESPACE } from '../components/team-texts';

function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} variant="light" size="sm">
          {t(`roles.${role}.name`)}
        </Badge>
      ))}
    </Group>
  );
}

/** A member: who, since when, their roles, the link to change them; the signed-in member's own report switch. */
function MemberCard({ member, gym }: { member: GymTeamMember; gym: { id: number; slug_name: string } }) {
  const { t, i18n } = useTranslation(TEAM_NAMESPACE);
  const alerts = useAlerts();
  const me = useSessionStore((state) => state.user);
  const mine = me?.uuid === member.climber.uuid;
  return (
    <Card withBorder data-testid={`member-${member.id}`}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={member.climber.avatar_url} alt="" radius="xl" />
          <div>
            <Text fw={600}>{member.climber.name}</Text>
            <Text size="sm" c="dimmed">
              {t('members.since', { date: new Date(member.created_at).toLocaleDateString(i18n.language) })}
            </Text>
          </div>
        </Group>
        <RoleBadges roles={member.roles} />
        {mine ? (
          <Switch
            label={t('members.emailReport')}
            checked={member.email_report}
            onChange={() => {
              switchEmailReport(gym.id, member.id).catch((error: unknown) => alerts.apiError(error));
            }}
          />
        ) : null}
        <Group>
          <Button component={Link} to={adminPath(gym, `administrators/${member.id}/edit`)} variant="default" size="xs">
            {t('members.edit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function InvitationCard({ invitation, gymId }: { invitation: GymAdministratorInvitation; gymId: number }) {
  const { t, i18n } = useTranslation(TEAM_NAMESPACE);
  return (
    <Card withBorder data-testid={`invitation-${invitation.id}`}>
      <Stack gap="xs">
        <Text fw={600}>{invitation.email}</Text>
        <Text size="sm" c="dimmed">
          {invitation.invited_by
            ? t('invitations.sentBy', {
                name: invitation.invited_by.name,
                date: new Date(invitation.created_at).toLocaleDateString(i18n.language),
              })
            : t('invitations.sent', { date: new Date(invitation.created_at).toLocaleDateString(i18n.language) })}
        </Text>
        <RoleBadges roles={invitation.roles} />
        <Group>
          <DeleteButton
            label={t('invitations.revoke')}
            confirmText={t('invitations.revokeConfirm', { email: invitation.email })}
            deletedMessage={t('invitations.revoked')}
            onDelete={() => revokeInvitation(gymId, invitation.id)}
            onDeleted={() => undefined}
            testId={`revoke-${invitation.id}`}
          />
        </Group>
      </Stack>
    </Card>
  );
}

function TeamContent({ gymId }: { gymId: number }) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const { gym } = useAdminGym(gymId);
  const team = useTeam(gymId);
  const invitations = usePendingInvitations(gymId);
  return (
    <Loaded query={gym}>
      {(record) => (
        <Stack gap="lg">
          <section aria-labelledby="team-members">
            <Title order={2} size="h3" id="team-members" mb="sm">
              {t('members.title')}
            </Title>
            <Loaded query={team}>
              {({ items }) => (
                <Stack gap="sm">
                  {items.map((member) => (
                    <MemberCard key={member.id} member={member} gym={record} />
                  ))}
                </Stack>
              )}
            </Loaded>
          </section>
          <section aria-labelledby="team-invitations">
            <Title order={2} size="h3" id="team-invitations" mb="sm">
              {t('invitations.title')}
            </Title>
            <Loaded query={invitations}>
              {({ items }) =>
                items.length === 0 ? (
                  <EmptyState text={t('invitations.empty')} />
                ) : (
                  <Stack gap="sm">
                    {items.map((invitation) => (
                      <InvitationCard key={invitation.id} invitation={invitation} gymId={gymId} />
                    ))}
                  </Stack>
                )
              }
            </Loaded>
          </section>
        </Stack>
      )}
    </Loaded>
  );
}

/** `/gyms/{id}/{name}/admins/administrators`: the team and the invitations waiting for an answer. */
function GymAdminAdministratorsPage() {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const { gym } = useAdminGym(gymId);
  const found = gym.data;
  return (
    <GymAdminFrame
      gymId={gymId}
      title={t('members.pageTitle')}
      actions={
        found ? (
          <Button component={Link} to={adminPath(found, 'administrators/new')} data-testid="invite">
            {t('invite.action')}
          </Button>
        ) : null
      }
    >
      <TeamContent gymId={gymId} />
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminAdministratorsPage);
