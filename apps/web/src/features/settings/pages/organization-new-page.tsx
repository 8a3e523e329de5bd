import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withQueries } from '../../../lib/query-client';
import { createOrganization, type OrganizationWithKey, useRememberOrganization } from '../api/organizations.api';
import { AccountGate } from '../components/account-gate';
import { KeyReveal } from '../organizations/key-reveal';
import { OrganizationForm } from '../organizations/organization-form';
import { OrganizationFrame } from '../organizations/organization-frame';
import { organizationPath } from '../organizations/organization-path';

/** `/organizations/new`: name and usage, then the new key, shown this once. */
function OrganizationNewPage() {
  const { t } = useTranslation('organizations');
  const remember = useRememberOrganization();
  const [created, setCreated] = useState<OrganizationWithKey | null>(null);
  return (
    <OrganizationFrame title={t('newTitle')} lead={t('key.lead')}>
      <AccountGate>
        {() =>
          created ? (
            <Stack gap="lg">
              <KeyReveal apiKey={created.api_access_token} title={t('key.title')} />
              <Group>
                <Button component={Link} to={organizationPath(created)} variant="default">
                  {t('key.open')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <OrganizationForm
              initialValues={{ name: '', usage_type: '' }}
              submit={createOrganization}
              submitLabel={t('form.create')}
              successMessage={t('form.created')}
              onSuccess={(organization) => {
                remember(organization);
                setCreated(organization);
              }}
              cancelTo="/organizations"
            />
          )
        }
      </AccountGate>
    </OrganizationFrame>
  );
}

export default withQueries(OrganizationNewPage);
