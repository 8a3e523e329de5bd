import { API_ACCESS_TOKEN_HEADER, type Organization } from '@climb/contracts';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader';
import { LoadError } from '../../../components/list-states';
import { isBuilt } from '../../../lib/built-pages';
import { throwIfNotFound, withQueries } from '../../../lib/query-client';
import { optionalParam, paramsParser, parseRouteParams, recordIdParam, textParam } from '../../../lib/route-params';
import { useSessionStore } from '../../../lib/session-store';
import { SignInInvitation } from '../../../platform/session/sign-in-invitation';
import { readTokens } from '../../../platform/session/token-store';
import { useMyOrganizations, useOrganization } from '../api/organizations.api';
import { OrganizationFrame } from '../organizations/organization-frame';
import { organizationPath } from '../organizations/organization-path';
import { RegenerateKey } from '../organizations/regenerate-key';

// Read by hand, not with zod: a visitor, invited to sign in, loads no schema (lib/route-params.ts).
const params = paramsParser({
  organizationId: optionalParam(recordIdParam),
  organizationName: optionalParam(textParam(200)),
});

function UsageBadge({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  return (
    <Badge variant="light" tt="none">
      {t(`usageTypes.${organization.usage_type}`)}
    </Badge>
  );
}

/** `/organizations`: the climber's organizations. */
function MyOrganizations() {
  const { t } = useTranslation('organizations');
  const organizations = useMyOrganizations(true);
  return (
    <OrganizationFrame title={t('listTitle')} lead={t('listLead', { header: API_ACCESS_TOKEN_HEADER })}>
      <Group gap="sm">
        <Button component={Link} to="/organizations/new" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('create')}
        </Button>
        {isBuilt('/api-and-developers') ? (
          <Button component={Link} to="/api-and-developers" variant="default">
            {t('developers')}
          </Button>
        ) : null}
      </Group>
      {organizations.isPending ? <DelayedLoader label={t('common:loading')} /> : null}
      {organizations.isError ? (
        <LoadError message={t('loadError')} onRetry={() => void organizations.refetch()} />
      ) : null}
      {organizations.data?.length === 0 ? <Text data-testid="organizations-empty">{t('empty')}</Text> : null}
      {organizations.data && organizations.data.length > 0 ? (
        <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }} data-testid="organizations-list">
          {organizations.data.map((organization) => (
            <Card key={organization.id} withBorder radius="md" padding="md" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Anchor
                  component={Link}
                  to={organizationPath(organization)}
                  fw={700}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {organization.name}
                </Anchor>
                <UsageBadge organization={organization} />
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
    </OrganizationFrame>
  );
}

/** `/organizations/{id}/{name}`: the organization, its key section and a way to edit it. */
function OrganizationDetails({ id, name }: { id: number; name: string | undefined }) {
  const { t, i18n } = useTranslation('organizations');
  const navigate = useNavigate();
  const organization = useOrganization(id, true);
  const found = organization.data;
  useEffect(() => {
    // The name in the address follows the organization's name.
    if (found && name !== organizationPath(found).split('/')[3]) navigate(organizationPath(found), { replace: true });
  }, [found, name, navigate]);

  throwIfNotFound(organization.error);
  if (!found) {
    return (
      <OrganizationFrame title={t('listTitle')}>
        {organization.isError ? (
          <LoadError message={t('loadError')} onRetry={() => void organization.refetch()} />
        ) : (
          <DelayedLoader label={t('common:loading')} />
        )}
      </OrganizationFrame>
    );
  }
  const createdAt = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'fr', { dateStyle: 'long' }).format(
    new Date(found.created_at),
  );
  return (
    <OrganizationFrame title={found.name}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('details.usageType')}
          </Text>
          <UsageBadge organization={found} />
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('details.createdAt')}
          </Text>{' '}
          {createdAt}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button
          component={Link}
          to={organizationPath(found, true)}
          variant="default"
          leftSection={<IconEdit size={18} aria-hidden />}
        >
          {t('details.edit')}
        </Button>
        <Button
          component={Link}
          to="/organizations"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('details.back')}
        </Button>
      </Group>
      <RegenerateKey organizationId={found.id} />
    </OrganizationFrame>
  );
}

/**
 * `/organizations/{organizationId?}/{organizationName?}` (public in the spec): a visitor is
 * invited to sign in; a member sees the organization; without an id, the climber's list.
 */
function OrganizationPage() {
  const { t } = useTranslation('organizations');
  const { organizationId, organizationName } = parseRouteParams(params, useParams());
  const signedIn = useSessionStore((state) => state.user !== null) || readTokens() !== null;
  if (!signedIn) {
    return (
      <OrganizationFrame title={t('signedOut.title')}>
        <SignInInvitation text={t('signedOut.text')} />
      </OrganizationFrame>
    );
  }
  if (organizationId === undefined) return <MyOrganizations />;
  return <OrganizationDetails id={organizationId} name={organizationName} />;
}

export default withQueries(OrganizationPage);
