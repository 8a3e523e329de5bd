import { PRODUCT_NAME } from '@climb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { plainClasses } from '../../../../components/plain-ui';
import { ExternalAnchor, Paper } from '../../../../components/ui';
import { FRANCE_VIEW, mapViewFromSearch } from '../../../../lib/map-view';
import { withQueries } from '../../../../lib/query-client';
import { runtimeConfig } from '../../../../lib/runtime-config';
import { LazyCragsViewportMap as CragsViewportMap } from '../components/lazy-crags-viewport-map';
import { filtersFromSearch, filtersToSearch } from '../filters/crag-filters-query';
import classes from './embed-crags-map-page.module.css';

/**
 * `/embed/crags/map` (blank layout, made for an iframe on another site): the map alone, with the
 * filters and view of its URL, and nothing of the climber signed in. Every link (a crag, the credit back
 * to the product) opens at the top level, out of the other site's frame.
 */
function EmbedCragsMapPage() {
  const { t } = useTranslation('discover');
  const [search] = useSearchParams();
  const [filters] = useState(() => filtersFromSearch(search));
  const [initialView] = useState(() => mapViewFromSearch(search) ?? FRANCE_VIEW);
  const shared = filtersToSearch(filters).toString();
  // The configured address: the frame sits in another site, and the server renders the same link.
  const fullMap = `${runtimeConfig.publicUrl}/maps/crags${shared ? `?${shared}` : ''}`;

  return (
    <div className={classes.frame}>
      <h1 className={plainClasses.visuallyHidden}>{t('map.title')}</h1>
      <CragsViewportMap label={t('map.label')} filters={filters} initialView={initialView} embedded />
      <Paper withBorder shadow="sm" px="sm" py={4} className={classes.credit}>
        <ExternalAnchor href={fullMap} target="_top" size="sm" fw={600} data-testid="embed-credit">
          {t('embed.credit', { product: PRODUCT_NAME })}
        </ExternalAnchor>
      </Paper>
    </div>
  );
}

export default withQueries(EmbedCragsMapPage);
