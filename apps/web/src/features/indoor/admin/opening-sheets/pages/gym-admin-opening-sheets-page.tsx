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
import { SheetList } from '../components/sheet-list';
import { SHEETS_PER_PAGE, useGymOpeningSheets } from '../opening-sheets.api';
import { OPENING_SHEETS_NAMESPACE } from '../opening-sheets-texts';

/** One list of sheets (the current ones, or the archived ones), newest first, paged in the address. */
function Sheets({ gym, archived }: { gym: AdminGymRef; archived: boolean }) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const { page, hrefOf } = usePageParam(archived ? 'archived_page' : 'page');
  const sheets = useGymOpeningSheets(gym.id, archived, page);
  return (
    <Loaded query={sheets}>
      {({ items, total }) =>
        items.length === 0 ? (
          archived ? (
            <Text c="dimmed" data-testid="sheets-archived-empty">
              {t('list.noArchived')}
            </Text>
          ) : (
            <EmptyState
              text={t('list.empty')}
              action={{ label: t('list.first'), to: adminPath(gym, 'opening-sheets/new') }}
              testId="sheets-empty"
            />
          )
        ) : (
          <Stack gap="sm">
            <SheetList gym={gym} sheets={items} testId={archived ? 'sheets-archived' : 'sheets-list'} />
            {total > SHEETS_PER_PAGE ? (
              <Pager page={page} pages={Math.ceil(total / SHEETS_PER_PAGE)} hrefOf={hrefOf} />
            ) : null}
          </Stack>
        )
      }
    </Loaded>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/opening-sheets` (manage opening): the setters' plans, newest first, with their
 * progress; the archived ones apart.
 */
function GymAdminOpeningSheetsPage() {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const found = gym.data;
  return (
    <GymAdminFrame
      gymId={gymId}
      title={t('list.title')}
      actions={
        found ? (
          <PlainButtonLink
            to={adminPath(found, 'opening-sheets/new')}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="sheets-new"
          >
            {t('list.new')}
          </PlainButtonLink>
        ) : null
      }
    >
      <Loaded query={gym}>
        {(record) => (
          <Stack gap="lg">
            <Text c="dimmed">{t('list.lead')}</Text>
            <Sheets gym={record} archived={false} />
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('list.archived')}
              </Title>
              <Sheets gym={record} archived />
            </Stack>
          </Stack>
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminOpeningSheetsPage);
