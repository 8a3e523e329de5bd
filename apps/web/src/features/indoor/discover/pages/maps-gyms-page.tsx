import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullMapPage, useInitialMapView, useKeepMapView } from '../../../../components/full-map-page';
import { withQueries } from '../../../../lib/query-client';
import { ClimbingTypeFilter } from '../components/climbing-type-filter';
import { LazyGymsViewportMap as GymsViewportMap } from '../components/lazy-gyms-viewport-map';
import { typesOf, typesToSearch } from '../filters/gym-filters';

/**
 * `/maps/gyms`: every gym on a full-height map, clustered, filtered by climbing type; the types and the view live
 * in the address (`climbing_types`, `latitude`, `longitude`, `zoom`), so a map can be shared. The filter sits
 * beside the map on a desktop and in a drawer on a phone.
 */
function MapsGymsPage() {
  const { t } = useTranslation('indoor-discover');
  const [search, setSearch] = useSearchParams();
  const types = typesOf(search);
  const initialView = useInitialMapView(11);
  const keepView = useKeepMapView();
  const setTypes = (next: typeof types) => setSearch((current) => typesToSearch(next, current), { replace: true });

  return (
    <FullMapPage
      title={t('map.title')}
      map={<GymsViewportMap label={t('map.label')} types={types} initialView={initialView} onViewChange={keepView} />}
      filters={<ClimbingTypeFilter value={types} onChange={setTypes} />}
      filtersTitle={t('filter.title')}
      filtersTitleId="gym-map-filter-title"
      filtersButton={types.length > 0 ? t('filter.buttonCount', { count: types.length }) : t('filter.button')}
      filtersButtonTestId="map-filter-button"
      closeLabel={t('filter.close')}
      applyLabel={t('filter.apply')}
      drawerSize="auto"
    />
  );
}

export default withQueries(MapsGymsPage);
