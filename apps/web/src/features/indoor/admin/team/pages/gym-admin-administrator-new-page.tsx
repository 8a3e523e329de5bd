import type { GymRole } from '@climb/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { useAdminGym } from '../../../../../climbing/gym-admin/use-admin-gym';
import { Loaded } from '../../../../../components/loaded';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useAlerts } from '../../../../../platform/alerts/use-alerts';
import { gymParams } from '../../../shared/page-params';
import { inviteToTeam } from '../api/team.api';
import { RoleCheckboxes } from '../components/role-checkboxes';
import { ruleMessage } from '../components/team-form-error';
import { TEAM_NAMESPACE } from '../components/team-texts';

/** `/gyms/{id}/{name}/admins/administrators/new`: invite an address with roles; back to the team, the invitation shown. */
function GymAdminAdministratorNewPage() {
  const { t } = useTranslation([TEAM_NAMESPACE, 'rules']);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const { gym } = useAdminGym(gymId);
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<GymRole[]>([]);
  const [errors, setErrors] = useState<{ email?: string | null; roles?: string | null }>({});
  const [sending, setSending] = useState(false);
  return (
    <GymAdminFrame gymId={gymId} title={t('invite.title')}>
      <Loaded query={gym}>
        {(record) => (
          <form
            noValidate
            onSubmit={async (event) => {
              event.preventDefault();
              if (roles.length === 0) {
                setErrors({ roles: t('invite.rolesRequired') });
                return;
              }
              setSending(true);
              try {
                await inviteToTeam(gymId, { email: email.trim(), roles });
                alerts.success(t('invite.sent', { email: email.trim() }));
                await navigate(adminPath(record, 'administrators'));
              } catch (error) {
                const emailError = ruleMessage(error, 'email', t);
                const rolesError = ruleMessage(error, 'roles', t);
                if (emailError || rolesError) setErrors({ email: emailError, roles: rolesError });
                else alerts.apiError(error);
              } finally {
                setSending(false);
              }
            }}
          >
            <Stack gap="md" maw={560}>
              <TextInput
                type="email"
                label={t('invite.email')}
                description={t('invite.emailHint')}
                required
                maxLength={255}
                value={email}
                error={errors.email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                data-testid="invite-email"
              />
              <RoleCheckboxes value={roles} onChange={setRoles} error={errors.roles} />
              <Group>
                <Button type="submit" loading={sending} data-testid="invite-send">
                  {t('invite.send')}
                </Button>
                <Button component={Link} to={adminPath(record, 'administrators')} variant="default">
                  {t('cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminAdministratorNewPage);
