import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { DelayedLoader } from '../../../components/delayed-loader';
import { throwIfNotFound, withQueries } from '../../../lib/query-client';
import { parseRouteParams } from '../../../lib/route-params';
import { updateOrganization, useOrganization, useRememberOrganization } from '../api/organizations.api';
import { OrganizationForm } from '../organizations/organization-form';
import { OrganizationFrame } from '../organizations/organization-frame';
import { organizationPath } from '../organizations/organization-path';

const params = z.object({
  organizationId: z.coerce.number().int().min(1).max(2_147_483_647),
  organizationName: z.string().max(200).optional(),
});

/** `/organizations/{id}/{name}/edit`: rename the organization or change its usage. */
function OrganizationEditPage() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const remember = useRememberOrganization();
  const { organizationId } = parseRouteParams(params, useParams());
  const organization = useOrganization(organizationId, true);
  throwIfNotFound(organization.error);
  const found = organization.data;
  return (
    <OrganizationFrame title={t('editTitle')}>
      {found ? (
        <>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {found.name}
          </Text>
          <OrganizationForm
            key={found.id}
            initialValues={{ name: found.name, usage_type: found.usage_type }}
            submit={(values) => updateOrganization(found.id, values)}
            submitLabel={t('form.save')}
            successMessage={t('form.saved')}
            onSuccess={(saved) => {
              remember(saved);
              navigate(organizationPath(saved));
            }}
            cancelTo={organizationPath(found)}
          />
        </>
      ) : organization.isError ? (
        <Text role="alert">{t('loadError')}</Text>
      ) : (
        <DelayedLoader label={t('common:loading')} />
      )}
    </OrganizationFrame>
  );
}

export default withQueries(OrganizationEditPage);
