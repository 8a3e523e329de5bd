import type { GymRole, GymTeamMember } from '@climb/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { DeleteButton } from '../../../../../components/delete-button';
import { belongsTo, Loaded } from '../../../../../components/loaded';
import { withQueries } from '../../../../../lib/query-client';
import { paramsParser, parseRouteParams, recordIdParam } from '../../../../../lib/route-params';
import { useAlerts } from '../../../../../platform/alerts/use-alerts';
import { removeMember, updateMemberRoles, useTeamMember } from '../api/team.api';
import { RoleCheckboxes } from '../components/role-checkboxes';
import { ruleMessage } from '../components/team-form-error';
import { TEAM_NAMESPACE } from '../components/team-texts';

const params = paramsParser({ gymId: recordIdParam, gymAdministratorId: recordIdParam });

function RolesForm({ member }: { member: GymTeamMember }) {
  const { t } = useTranslation([TEAM_NAMESPACE, 'rules']);
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [roles, setRoles] = useState<GymRole[]>(member.roles);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const back = adminPath(member.gym, 'administrators');
  return (
    <Stack gap="lg" maw={560}>
      <Text>{t('edit.lead', { name: member.climber.name })}</Text>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (roles.length === 0) {
            setError(t('invite.rolesRequired'));
            return;
          }
          setSaving(true);
          try {
            await updateMemberRoles(member, roles);
            alerts.success(t('edit.saved'));
            await navigate(back);
          } catch (caught) {
            const message = ruleMessage(caught, 'roles', t);
            if (message) setError(message);
            else alerts.apiError(caught);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Stack gap="md">
          <RoleCheckboxes value={roles} onChange={setRoles} />
          {error ? (
            <Alert color="red" role="alert" data-testid="roles-error">
              {error}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={saving} data-testid="roles-save">
              {t('edit.save')}
            </Button>
            <Button component={Link} to={back} variant="default">
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      <DeleteButton
        label={t('edit.remove')}
        confirmText={t('edit.removeConfirm', { name: member.climber.name })}
        deletedMessage={t('edit.removed')}
        onDelete={() => removeMember(member)}
        onDeleted={() => void navigate(back)}
        testId="remove-member"
      />
    </Stack>
  );
}

/** `/gyms/{id}/{name}/admins/administrators/{id}/edit`: a member's roles; the gym keeps one team manager. */
function GymAdminAdministratorEditPage() {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const { gymId, gymAdministratorId } = parseRouteParams(params, useParams());
  const member = useTeamMember(gymAdministratorId);
  return (
    <GymAdminFrame gymId={gymId} title={t('edit.title')}>
      <Loaded query={member}>
        {(record) => {
          belongsTo(record.gym.id, gymId);
          return <RolesForm member={record} />;
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminAdministratorEditPage);
