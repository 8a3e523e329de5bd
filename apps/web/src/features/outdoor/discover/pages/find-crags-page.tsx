import { IconCurrentLocation } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DiscoverFrame } from '../../../../components/discover-frame';
import { PlainButton } from '../../../../components/plain-ui';
import { Alert, Group, Stack, Text } from '../../../../components/ui';
import { pointFromSearch } from '../../../../lib/map-view';
import { withQueries } from '../../../../lib/query-client';
import { type LocatePhase, useLocateMe } from '../../../../platform/geolocation/use-locate-me';
import { AROUND_PAGE_SIZE, useCragsAround } from '../api/geo.api';
import buttons from '../components/buttons.module.css';
import { CragCardList } from '../components/crag-card';
import { CragSearch } from '../components/crag-search';
import type { MapPoint } from '../components/crags-list-map';
import { LazyCragsListMap as CragsListMap } from '../components/lazy-crags-list-map';
import { RADII, RadiusSelect } from '../components/radius-select';
import { NoResult, SearchResults } from '../components/search-results';
import { Spinner } from '../components/spinner';
import { usePageParam } from '../hooks/use-page-param';
import { useRadiusParam } from '../hooks/use-radius-param';

const MODES = ['around', 'map', 'name'] as const;
type Mode = (typeof MODES)[number];

function modeOf(raw: string | null): Mode {
  return (MODES as readonly string[]).includes(raw ?? '') ? (raw as Mode) : 'around';
}

/** The crags within the radius of a point, nearest first, on a list and a map. */
function AroundResults({ point, onPick }: { point: MapPoint; onPick?(latitude: number, longitude: number): void }) {
  const { t } = useTranslation('discover');
  const [radius, setRadius] = useRadiusParam();
  const [page, setPage] = usePageParam();
  const around = useCragsAround({ latitude: point.latitude, longitude: point.longitude, distance: radius, page });
  const crags = around.data?.items ?? [];
  const wider = RADII.find((value) => value > radius);
  return (
    <Stack gap="md">
      <RadiusSelect value={radius} onChange={setRadius} />
      <CragsListMap
        label={t('find.mapLabel')}
        crags={crags}
        point={point}
        onPick={onPick}
        height={onPick ? 420 : 320}
      />
      <SearchResults
        result={around}
        page={page}
        perPage={AROUND_PAGE_SIZE}
        onPage={setPage}
        countText={(total) => t('find.count', { count: total, radius })}
        empty={
          <NoResult
            action={
              wider ? (
                <PlainButton variant="default" className={buttons.thumb} onClick={() => setRadius(wider)}>
                  {t('find.widen', { radius: wider })}
                </PlainButton>
              ) : null
            }
          >
            {t('find.none', { radius })}
          </NoResult>
        }
      >
        {(items) => <CragCardList crags={items} />}
      </SearchResults>
    </Stack>
  );
}

/** Why there is no position, and what to do instead. */
function LocateProblem({ phase, onRetry, onMode }: { phase: LocatePhase; onRetry(): void; onMode(mode: Mode): void }) {
  const { t } = useTranslation('discover');
  return (
    <Alert color="orange" variant="light" role="alert" title={t(`find.locate.${phase}.title`)}>
      <Stack gap="sm">
        <Text size="sm">{t(`find.locate.${phase}.text`)}</Text>
        <Group gap="xs">
          {phase === 'timeout' ? (
            <PlainButton className={buttons.thumb} onClick={onRetry}>
              {t('find.locate.retry')}
            </PlainButton>
          ) : null}
          <PlainButton variant="default" className={buttons.thumb} onClick={() => onMode('map')}>
            {t('find.modes.map')}
          </PlainButton>
          <PlainButton variant="default" className={buttons.thumb} onClick={() => onMode('name')}>
            {t('find.modes.name')}
          </PlainButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/** "Around me": asks for the position (geolocation store), then lists the crags around it. */
function AroundMe({ onMode }: { onMode(mode: Mode): void }) {
  const { t } = useTranslation('discover');
  const { phase, position, locate, forget } = useLocateMe();
  const point = useMemo(() => (position ? { ...position, title: t('find.yourPosition') } : null), [position, t]);
  if (point) {
    return (
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('find.locate.located')}</Text>
          <PlainButton variant="subtle" color="primary" className={buttons.thumb} onClick={forget}>
            {t('find.locate.forget')}
          </PlainButton>
        </Group>
        <AroundResults point={point} />
      </Stack>
    );
  }
  if (phase === 'waiting') {
    return (
      <Group gap="sm" role="status">
        <Spinner />
        <Text>{t('find.locate.waiting')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      {phase === 'refused' || phase === 'timeout' || phase === 'unsupported' ? (
        <LocateProblem phase={phase} onRetry={locate} onMode={onMode} />
      ) : (
        <Text>{t('find.locate.intro')}</Text>
      )}
      {phase !== 'unsupported' ? (
        <PlainButton
          className={buttons.thumb}
          leftSection={<IconCurrentLocation size={18} aria-hidden />}
          onClick={locate}
        >
          {t('find.locate.button')}
        </PlainButton>
      ) : null}
    </Stack>
  );
}

/** "Around a point of the map": a click chooses the point, kept in the URL. */
function AroundPickedPoint() {
  const { t } = useTranslation('discover');
  const [search, setSearch] = useSearchParams();
  const picked = pointFromSearch(search);
  const point = picked ? { ...picked, title: t('find.pickedPoint') } : null;
  const pick = (latitude: number, longitude: number) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('latitude', latitude.toFixed(5));
        updated.set('longitude', longitude.toFixed(5));
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return (
    <Stack gap="md">
      <Text>{point ? t('find.pick.again') : t('find.pick.intro')}</Text>
      {point ? (
        <AroundResults point={point} onPick={pick} />
      ) : (
        <CragsListMap label={t('find.mapLabel')} crags={[]} onPick={pick} height={420} />
      )}
    </Stack>
  );
}

/** "By name": the crag search, with the towns of the same name to look around. */
function ByName() {
  const { t } = useTranslation('discover');
  return (
    <Stack gap="md">
      <CragSearch label={t('find.name.label')} intro={<Text>{t('find.name.intro')}</Text>} />
    </Stack>
  );
}

/** `/find/crags`: crags around me, around a point of the map, or by name; the way chosen is in the URL. */
function FindCragsPage() {
  const { t } = useTranslation('discover');
  const [search, setSearch] = useSearchParams();
  const mode = modeOf(search.get('mode'));
  // Each way keeps only its own parameters.
  const setMode = (next: Mode) => setSearch(next === 'around' ? {} : { mode: next });

  return (
    <DiscoverFrame title={t('find.title')} lead={t('find.lead')}>
      <Group gap="xs" role="group" aria-label={t('find.modes.label')}>
        {MODES.map((value) => (
          <PlainButton
            key={value}
            variant={value === mode ? 'filled' : 'default'}
            aria-pressed={value === mode}
            className={buttons.thumb}
            onClick={() => setMode(value)}
          >
            {t(`find.modes.${value}`)}
          </PlainButton>
        ))}
      </Group>
      {mode === 'around' ? <AroundMe onMode={setMode} /> : null}
      {mode === 'map' ? <AroundPickedPoint /> : null}
      {mode === 'name' ? <ByName /> : null}
    </DiscoverFrame>
  );
}

export default withQueries(FindCragsPage);
