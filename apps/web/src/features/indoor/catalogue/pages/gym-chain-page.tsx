import type { GymChain } from '@climb/contracts';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordFrame } from '../../../../climbing/record-frame';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { PlainButton } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { ExternalAnchor, Group, Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { GymList, GymLogo } from '../../shared/gym-card';
import { gymChainGymsQuery, gymChainQuery, useGymChain, useGymChainGyms } from '../../shared/gyms.api';
import { gymChainParams } from '../../shared/page-params';
import { gymChainPath } from '../../shared/paths';
import { CONTRIBUTE_ICONS, ContributeSection } from '../components/gym-contribute';
import classes from '../components/gym-frame.module.css';
import { HistoryLink } from '../components/history-link';
import { INDOOR_LOADING } from '../components/indoor-frame';
import { useGymChainHead } from '../lib/gym-head';

const PER_PAGE = 25;

/** One page of the chain's gyms; the last one shown offers the next. */
function ChainGymsPage({
  chain,
  page,
  last,
  onMore,
}: {
  chain: GymChain;
  page: number;
  last: boolean;
  onMore(): void;
}) {
  const { t } = useTranslation('indoor');
  const gyms = useGymChainGyms(chain.id, page, PER_PAGE);
  if (gyms.isError && !gyms.data) return <LoadError onRetry={() => void gyms.refetch()} />;
  if (!gyms.data) return <ListSkeleton rows={page === 1 ? 3 : 1} />;
  if (page === 1 && gyms.data.total === 0) return <EmptyState text={t('chain.empty')} testId="chain-gyms-empty" />;
  const more = last && page * PER_PAGE < gyms.data.total;
  return (
    <>
      <GymList gyms={gyms.data.items} />
      {more ? (
        <PlainButton variant="default" onClick={onMore} data-testid="chain-gyms-more">
          {t('chain.more', { count: gyms.data.total - page * PER_PAGE })}
        </PlainButton>
      ) : null}
    </>
  );
}

function ChainOverview({ chain }: { chain: GymChain }) {
  const { t } = useTranslation('indoor');
  const [pages, setPages] = useState(1);
  useHub(gymChainPath(chain), chain.name);
  useGymChainHead(chain);
  return (
    <RecordFrame
      above={
        chain.banner ? (
          <img
            src={chain.banner.medium}
            srcSet={`${chain.banner.medium} 800w, ${chain.banner.large} 1600w`}
            sizes="(min-width: 60rem) 60rem, 100vw"
            alt=""
            width={800}
            height={267}
            className={classes.banner}
          />
        ) : null
      }
      title={
        <span className={classes.title}>
          <GymLogo gym={chain} size="lg" />
          <span>{chain.name}</span>
        </span>
      }
      below={
        <Group gap="sm">
          <Text c="dimmed">{t('chain.lead', { count: chain.gyms_count })}</Text>
          {chain.web_site ? (
            <ExternalAnchor
              href={chain.web_site}
              rel="noopener noreferrer nofollow"
              target="_blank"
              data-testid="chain-web-site"
            >
              <IconWorld size={16} aria-hidden /> {chain.web_site.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
            </ExternalAnchor>
          ) : null}
        </Group>
      }
    >
      {chain.description ? (
        <Section title={t('sections.about')}>
          <Text preWrap breakAnywhere>
            {chain.description}
          </Text>
        </Section>
      ) : null}
      <Section title={t('sections.chainGyms')}>
        <Stack gap="sm">
          {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
            <ChainGymsPage
              key={page}
              chain={chain}
              page={page}
              last={page === pages}
              onMore={() => setPages(pages + 1)}
            />
          ))}
        </Stack>
      </Section>
      <ContributeSection
        links={[
          { label: t('contribute.editChain'), to: gymChainPath(chain, 'edit'), Icon: CONTRIBUTE_ICONS.edit },
          { label: t('contribute.logo'), to: gymChainPath(chain, 'logo'), Icon: CONTRIBUTE_ICONS.logo },
          { label: t('contribute.banner'), to: gymChainPath(chain, 'banner'), Icon: CONTRIBUTE_ICONS.banner },
        ]}
      />
      <HistoryLink itemType="gym_chains" id={chain.id} />
    </RecordFrame>
  );
}

/** `/gym-chains/{gymChainId}`: a chain of gyms, what it is, and its gyms. */
function GymChainPage() {
  const { gymChainId } = parseRouteParams(gymChainParams, useParams());
  const chain = useGymChain(gymChainId);
  return (
    <Loaded query={chain} {...INDOOR_LOADING}>
      {(found) => <ChainOverview chain={found} />}
    </Loaded>
  );
}

export default withQueries(GymChainPage);

export const pageData: PageData = ({ params, fetch }) => {
  const { gymChainId } = parseRouteParams(gymChainParams, params);
  return Promise.all([fetch(gymChainQuery(gymChainId)), fetch(gymChainGymsQuery(gymChainId, 1, PER_PAGE))]);
};
