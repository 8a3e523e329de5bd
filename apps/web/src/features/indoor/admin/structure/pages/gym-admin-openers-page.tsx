import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type AdminGymRef, adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { EmptyState } from '../../../../../components/list-states';
import { Loaded } from '../../../../../components/loaded';
import { Pager } from '../../../../../components/pager';
import { PlainButtonLink } from '../../../../../components/plain-ui';
import { Stack, Text, Title } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { usePageParam } from '../../../../../lib/use-page-param';
import { useGym } from '../../../shared/gyms.api';
import { gymParams } from '../../../shared/page-params';
import { OpenerList } from '../components/opener-list';
import { OPENERS_PER_PAGE, useGymOpeners } from '../structure.api';
import { STRUCTURE_NAMESPACE } from '../structure-texts';

/** One list of openers (those who set here, or the archived ones), paged in the address. */
function Openers({ gym, archived }: { gym: AdminGymRef; archived: boolean }) {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const { page, hrefOf } = usePageParam(archived ? 'archived_page' : 'page');
  const openers = useGymOpeners(gym.id, archived, page);
  return (
    <Loaded query={openers}>
      {({ items, total }) =>
        items.length === 0 ? (
          archived ? (
            <Text c="dimmed" data-testid="openers-archived-empty">
              {t('openers.noArchived')}
            </Text>
          ) : (
            <EmptyState
              text={t('openers.empty')}
              action={{ label: t('openers.first'), to: adminPath(gym, 'openers/new') }}
              testId="openers-empty"
            />
          )
        ) : (
          <Stack gap="sm">
            <OpenerList gym={gym} openers={items} testId={archived ? 'openers-archived' : 'openers-list'} />
            {total > OPENERS_PER_PAGE ? (
              <Pager page={page} pages={Math.ceil(total / OPENERS_PER_PAGE)} hrefOf={hrefOf} />
            ) : null}
          </Stack>
        )
      }
    </Loaded>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/openers` (manage openers): the people who set the gym's routes, with their routes
 * counted; those archived (they set routes here once) apart, still editable and brought back from their page.
 */
function GymAdminOpenersPage() {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const found = gym.data;
  return (
    <GymAdminFrame
      gymId={gymId}
      title={t('openers.title')}
      actions={
        found ? (
          <PlainButtonLink
            to={adminPath(found, 'openers/new')}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="openers-new"
          >
            {t('openers.new')}
          </PlainButtonLink>
        ) : null
      }
    >
      <Loaded query={gym}>
        {(record) => (
          <Stack gap="lg">
            <Text c="dimmed">{t('openers.lead')}</Text>
            <Openers gym={record} archived={false} />
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('openers.archived')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('openers.archivedLead')}
              </Text>
              <Openers gym={record} archived />
            </Stack>
          </Stack>
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminOpenersPage);
