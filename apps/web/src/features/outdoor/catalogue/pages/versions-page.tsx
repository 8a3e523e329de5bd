import type { VersionHistory } from '@climb/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { RecordFrame } from '../../../../climbing/record-frame';
import { useVersionTargets } from '../../../../climbing/version-targets';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { Alert, Anchor, Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useVersionHistory, VERSIONS_PER_PAGE, versionHistoryQuery } from '../api/versions.api';
import { RECORD_LOADING } from '../components/load-states';
import { VersionCard } from '../components/version-card';
import { readListParams, useListParams } from '../hooks/use-list-params';
import { versionPageParams } from '../lib/page-params';
import { versionTargetPath } from '../lib/record-paths';
import classes from './versions-page.module.css';

function History({
  history,
  page,
  pageHref,
}: {
  history: VersionHistory;
  page: number;
  pageHref(page: number): string;
}) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const kind = label('version_item_types', history.item_type);
  const name = history.item_name ?? t('versions.unnamed', { kind, id: history.item_id });
  const target = versionTargetPath(history, useVersionTargets());
  return (
    <RecordFrame
      above={
        <Text size="sm" c="dimmed">
          {t('versions.kind', { kind })}
        </Text>
      }
      title={t('versions.title', { name })}
      below={
        target ? (
          <Anchor to={target} className={classes.back} data-testid="version-target">
            <IconArrowLeft size={16} aria-hidden className={classes.backIcon} /> {t('versions.back', { name })}
          </Anchor>
        ) : null
      }
    >
      {history.deleted ? (
        <Alert color="gray" variant="light" data-testid="version-deleted">
          {t('versions.deleted')}
        </Alert>
      ) : null}
      {history.versions.length === 0 ? (
        <Text data-testid="versions-empty">{page > 1 ? t('versions.noOlder') : t('versions.empty')}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} className={classes.versions} data-testid="versions">
          {history.versions.map((version) => (
            <VersionCard key={version.id} version={version} />
          ))}
        </Stack>
      )}
      <Pager
        page={page}
        hasNext={page * VERSIONS_PER_PAGE < history.versions_count}
        hrefOf={pageHref}
        previousLabel={t('versions.newer')}
        nextLabel={t('versions.older')}
      />
    </RecordFrame>
  );
}

/** `/versions/{type}/{id}/changes`: who changed what and when on a wiki record (a crag's, a gym's…), newest first. */
function VersionsPage() {
  const { versionType, versionId } = parseRouteParams(versionPageParams, useParams());
  const { page, pageHref } = useListParams();
  const history = useVersionHistory(versionType, versionId, page);
  return (
    <Loaded query={history} {...RECORD_LOADING}>
      {(found) => <History history={found} page={page} pageHref={pageHref} />}
    </Loaded>
  );
}

export default withQueries(VersionsPage);

/** What the server renders a record's history with (docs/decisions/022). */
export const pageData: PageData = ({ params, search, fetch }) => {
  const { versionType, versionId } = parseRouteParams(versionPageParams, params);
  return fetch(versionHistoryQuery(versionType, versionId, readListParams(search).page));
};
