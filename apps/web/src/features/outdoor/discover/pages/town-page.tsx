import { type TownAround, townPageHead } from '@climb/contracts';
import { IconMap2 } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { departmentPath, townPath } from '../../../../climbing/paths';
import { DiscoverFrame } from '../../../../components/discover-frame';
import { LoadError } from '../../../../components/list-states';
import { PlainButton, PlainButtonLink } from '../../../../components/plain-ui';
import { Anchor, Group, Stack, Title } from '../../../../components/ui';
import { mapViewToSearch } from '../../../../lib/map-view';
import type { PageData } from '../../../../lib/page-module';
import { throwIfNotFound, withQueries } from '../../../../lib/query-client';
import { paramsParser, parseRouteParams, textParam } from '../../../../lib/route-params';
import { TOWN_CRAGS_LIMIT, townAroundQuery, useTownAround } from '../api/places.api';
import buttons from '../components/buttons.module.css';
import { CragCardList, useDistanceFormat } from '../components/crag-card';
import { LazyCragsListMap as CragsListMap } from '../components/lazy-crags-list-map';
import { Loading } from '../components/query-status';
import { RADII, RadiusSelect, radiusOf } from '../components/radius-select';
import { BusyWhile, NoResult } from '../components/search-results';
import { usePageTitle } from '../hooks/use-page-title';
import { useRadiusParam } from '../hooks/use-radius-param';
import { slugify } from '../lib/slug';

// Read by hand, not with zod: a page a visitor only reads loads no schema (lib/route-params.ts).
const params = paramsParser({ townName: textParam(160, 1) });

/** The text of the page, written from the answer: how many crags, how far, the nearest one. */
function useTownText(around: TownAround | undefined, radius: number) {
  const { t } = useTranslation('discover');
  const distance = useDistanceFormat();
  if (!around) return null;
  const { town, crags } = around;
  const place = town.department_name ? `${town.name} (${town.department_name})` : town.name;
  const nearest = crags[0];
  const summary = crags.length >= TOWN_CRAGS_LIMIT ? 'town.summaryNearest' : 'town.summary';
  return [
    t(summary, { crags: t('counts.crags', { count: crags.length }), radius, place }),
    nearest?.distance_km !== undefined
      ? t('town.nearest', { crag: nearest.name, distance: distance(nearest.distance_km) })
      : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** `/escalade-autour-de/{townName}`: the crags around a town, nearest first, with a map and a radius. */
function TownPage() {
  const { t, i18n } = useTranslation('discover');
  const navigate = useNavigate();
  const { townName } = parseRouteParams(params, useParams());
  const [radius, setRadius] = useRadiusParam();
  const around = useTownAround(townName, radius);
  const found = around.data;
  const text = useTownText(found, radius);
  const title = found ? t('town.title', { town: found.town.name }) : null;
  // The crags found in the radius the page shows (the server counts them at the default radius).
  const head = found && { ...found.town, crags_count: found.crags.length };
  usePageTitle(head ? townPageHead(i18n.resolvedLanguage === 'en' ? 'en' : 'fr', head, radius) : null);
  const point = useMemo(
    () => (found ? { latitude: found.town.latitude, longitude: found.town.longitude, title: found.town.name } : null),
    [found],
  );

  useEffect(() => {
    // The address follows the town's own slug, keeping the radius.
    if (found && townName !== found.town.slug) {
      navigate(`${townPath(found.town)}${window.location.search}`, { replace: true });
    }
  }, [found, townName, navigate]);

  throwIfNotFound(around.error);
  if (!found || !point) {
    return (
      <DiscoverFrame title={t('town.loadingTitle')}>
        {around.isError ? <LoadError onRetry={() => void around.refetch()} /> : <Loading />}
      </DiscoverFrame>
    );
  }

  const { town, crags } = found;
  const wider = RADII.find((value) => value > radius);
  const mapLink = `/maps/crags?${mapViewToSearch({ latitude: town.latitude, longitude: town.longitude, zoom: 11 }).toString()}`;

  return (
    <DiscoverFrame title={title} lead={text}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <RadiusSelect value={radius} onChange={setRadius} />
        <PlainButtonLink
          to={mapLink}
          variant="default"
          className={buttons.thumb}
          leftSection={<IconMap2 size={18} aria-hidden />}
        >
          {t('town.fullMap')}
        </PlainButtonLink>
      </Group>
      <CragsListMap label={t('town.mapLabel', { town: town.name })} crags={crags} point={point} height={340} />
      <Stack gap="sm" component="section" aria-labelledby="town-crags-title">
        <Title order={2} id="town-crags-title">
          {t('town.cragsTitle', { radius })}
        </Title>
        {crags.length === 0 ? (
          <NoResult
            action={
              wider ? (
                <PlainButton variant="default" className={buttons.thumb} onClick={() => setRadius(wider)}>
                  {t('find.widen', { radius: wider })}
                </PlainButton>
              ) : null
            }
          >
            {t('town.none', { town: town.name, radius })}
          </NoResult>
        ) : (
          <BusyWhile busy={around.isPlaceholderData}>
            <CragCardList crags={crags} />
          </BusyWhile>
        )}
      </Stack>
      {town.department_number && town.department_name ? (
        <Anchor to={departmentPath({ number: town.department_number, slug: slugify(town.department_name) })}>
          {t('town.department', { name: town.department_name, number: town.department_number })}
        </Anchor>
      ) : null}
    </DiscoverFrame>
  );
}

export default withQueries(TownPage);

/** What the server renders a town's page with (docs/decisions/022). */
export const pageData: PageData = ({ params: given, search, fetch }) => {
  const { townName } = parseRouteParams(params, given);
  return fetch(townAroundQuery(townName, radiusOf(search.get('distance'))));
};
