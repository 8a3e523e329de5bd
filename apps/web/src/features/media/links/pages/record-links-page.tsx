import type { Crag } from '@climb/contracts';
import { cragLinksPageHead } from '@climb/contracts/media/media-page-heads';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cragPath } from '../../../../climbing/paths';
import { RecordContainer, RecordFrame, RecordSkeleton } from '../../../../climbing/record-frame';
import { CragTabs } from '../../../../climbing/record-tabs';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { Group, Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { optionalParam, paramsParser, parseRouteParams, recordIdParam, textParam } from '../../../../lib/route-params';
import { usePageParam } from '../../../../lib/use-page-param';
import { useHub } from '../../../../platform/navigation/use-hub';
import { pageFrom } from '../../shared/list-page';
import { linkNewPath } from '../../shared/media-paths';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import { useCanonicalPath } from '../../shared/use-canonical-path';
import { useMediaHead } from '../../shared/use-media-head';
import { linkedCragQuery, recordLinksQuery, useLinkedCrag, useRecordLinks } from '../api/links.api';
import { LinkList } from '../components/link-list';

/** Links of one page of the list. */
export const LINKS_PER_PAGE = 25;

// The name part of the address is decoration: the page puts the canonical one back.
const cragLinksParams = paramsParser({ cragId: recordIdParam, cragName: optionalParam(textParam(300)) });

function CragLinks({ crag }: { crag: Crag }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const { page, hrefOf } = usePageParam();
  const links = useRecordLinks('crags', crag.id, page, LINKS_PER_PAGE);
  useHub(cragPath(crag), crag.name);
  useMediaHead((locale) => cragLinksPageHead(locale, crag));
  useCanonicalPath(cragPath(crag, 'links'));
  const total = links.data?.total ?? 0;
  const items = links.data?.items ?? [];
  const addPath = linkNewPath('crags', crag.id);
  return (
    <RecordFrame title={crag.name} tabs={<CragTabs crag={crag} />}>
      <Section
        title={t('links.title')}
        aside={
          links.data && total > 0 ? (
            <Text size="sm" data-testid="links-count">
              {t('links.count', { count: total })}
            </Text>
          ) : null
        }
        testId="crag-links"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('links.lead')}
          </Text>
          {links.isError && !links.data ? <LoadError onRetry={() => void links.refetch()} /> : null}
          {!links.data && !links.isError ? <ListSkeleton rows={4} /> : null}
          {links.data && total === 0 ? (
            <EmptyState text={t('links.empty')} action={{ label: t('links.add'), to: addPath }} testId="links-empty" />
          ) : null}
          {items.length > 0 ? <LinkList links={items} /> : null}
          <Pager page={page} pages={Math.max(1, Math.ceil(total / LINKS_PER_PAGE))} hrefOf={hrefOf} />
          {total > 0 ? (
            <Group>
              <PlainButtonLink
                to={addPath}
                variant="light"
                color="primary"
                leftSection={<IconPlus size={18} aria-hidden />}
                data-testid="links-add"
              >
                {t('links.add')}
              </PlainButtonLink>
            </Group>
          ) : null}
        </Stack>
      </Section>
    </RecordFrame>
  );
}

/** `/crags/{id}/{name}/links`: pages elsewhere about the crag (topos, clubs, trip reports), page by page. */
function RecordLinksPage() {
  const { cragId } = parseRouteParams(cragLinksParams, useParams());
  const crag = useLinkedCrag(cragId);
  return (
    <Loaded query={crag} placeholder={<RecordSkeleton top="place" />} frame={RecordContainer}>
      {(found) => <CragLinks crag={found} />}
    </Loaded>
  );
}

export default withQueries(RecordLinksPage);

/** What the server renders the crag's links with (docs/decisions/022). */
export const pageData: PageData = ({ params, search, fetch }) => {
  const { cragId } = parseRouteParams(cragLinksParams, params);
  return Promise.all([
    fetch(linkedCragQuery(cragId)),
    fetch(recordLinksQuery('crags', cragId, pageFrom(search), LINKS_PER_PAGE)),
  ]);
};
