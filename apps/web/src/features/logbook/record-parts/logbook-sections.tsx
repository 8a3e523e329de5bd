import type { Crag, CragRoute } from '@climb/contracts';
import { IconPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/plain-ui';
import { Section } from '../../../components/section';
import { ascentNewPath } from '../log/paths';
import { PublicAscentComments } from './public-ascent-comments';
import { CRAG_COMMENTS_FIRST, ROUTE_COMMENTS_FIRST } from './record-data';
import parts from './record-parts.module.css';
import { RouteLogbook } from './route-logbook';

/**
 * The logbook's parts of the record pages. Their texts (the `logbook` namespace) load with them:
 * the page above never waits for them.
 */
export function RouteLogbookSection({ route }: { route: CragRoute }) {
  return (
    <Suspense fallback={null}>
      <RouteLogbook route={route} />
    </Suspense>
  );
}

function RouteComments({ route }: { route: CragRoute }) {
  const { t } = useTranslation('logbook');
  return (
    <Section title={t('comments.routeTitle')} testId="route-comments">
      <PublicAscentComments owner={{ kind: 'crag_routes', id: route.id }} first={ROUTE_COMMENTS_FIRST} />
    </Section>
  );
}

export function RouteCommentsSection({ route }: { route: CragRoute }) {
  return (
    <Suspense fallback={null}>
      <RouteComments route={route} />
    </Suspense>
  );
}

function CragComments({ crag }: { crag: Crag }) {
  const { t } = useTranslation('logbook');
  return (
    <Section
      title={t('comments.cragTitle')}
      aside={
        <PlainButtonLink
          to={ascentNewPath(crag.id)}
          variant="light"
          color="outdoor"
          className={parts.tap}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="log-at-crag"
        >
          {t('crag.logHere')}
        </PlainButtonLink>
      }
      testId="crag-comments"
    >
      <PublicAscentComments owner={{ kind: 'crags', id: crag.id }} first={CRAG_COMMENTS_FIRST} showRoute />
    </Section>
  );
}

/** The crag's latest public comments, and the way to log an ascent there (its routes offered first). */
export function CragCommentsSection({ crag }: { crag: Crag }) {
  return (
    <Suspense fallback={null}>
      <CragComments crag={crag} />
    </Suspense>
  );
}
