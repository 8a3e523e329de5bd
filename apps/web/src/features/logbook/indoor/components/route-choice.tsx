import type { GymRouteSummary } from '@climb/contracts';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredGym } from '../../api/offline-gyms';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import { Chips } from './chips';
import { ColorDot } from './color-dot';

const ALL = 'all';

/** Easiest first: by level, then grade, then name. */
function byLevel(first: GymRouteSummary, second: GymRouteSummary): number {
  return (
    (first.level_index ?? 99) - (second.level_index ?? 99) ||
    (first.grade_value ?? 99) - (second.grade_value ?? 99) ||
    (first.name ?? '').localeCompare(second.name ?? '')
  );
}

/** A route as its row says it: its colour, its grade, its name (routes often have none). */
export function useRouteLabel() {
  const { t } = useTranslation([INDOOR_NAMESPACE, 'indoor-enums']);
  return (route: GymRouteSummary) => {
    const color = route.level_color ?? route.hold_colors[0];
    const parts = [route.grade_text, route.name].filter(Boolean);
    if (parts.length > 0) return parts.join(' · ');
    return color ? t(`indoor-enums:hold_colors.${color}`) : t('route.unnamed');
  };
}

/**
 * Choosing the route climbed in the gym: its space (when it has several), its sector, then the route among the
 * sector's mounted routes, each with its colour, grade and name.
 */
export function RouteChoice({
  stored,
  value,
  onChange,
  error,
}: {
  stored: StoredGym;
  value: string;
  onChange: (routeId: string) => void;
  error?: string;
}) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const routeLabel = useRouteLabel();
  const chosen = stored.routes.find((route) => String(route.id) === value);
  const [spaceId, setSpaceId] = useState(
    String(chosen?.gym_space_id ?? stored.spaces.find((space) => space.sectors.length > 0)?.id ?? ''),
  );
  const [sectorId, setSectorId] = useState(chosen ? String(chosen.gym_sector_id) : ALL);
  const space = stored.spaces.find((found) => String(found.id) === spaceId);
  const routes = useMemo(
    () =>
      stored.routes
        .filter((route) => String(route.gym_space_id) === spaceId)
        .filter((route) => sectorId === ALL || String(route.gym_sector_id) === sectorId)
        .sort(byLevel),
    [stored.routes, spaceId, sectorId],
  );
  if (stored.routes.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="gym-no-routes">
        {t('route.noRoutes')}
      </Text>
    );
  }
  return (
    <>
      {stored.spaces.length > 1 ? (
        <Chips
          legend={t('route.space')}
          options={stored.spaces.map((found) => ({ value: String(found.id), label: found.name }))}
          value={spaceId}
          onChange={(next) => {
            setSpaceId(next);
            setSectorId(ALL);
          }}
          testId="space-choice"
        />
      ) : null}
      {space && space.sectors.length > 0 ? (
        <Chips
          legend={t('route.sector')}
          options={[
            { value: ALL, label: t('route.allSectors') },
            ...space.sectors.map((sector) => ({ value: String(sector.id), label: sector.name })),
          ]}
          value={sectorId}
          onChange={setSectorId}
          testId="sector-choice"
        />
      ) : null}
      {routes.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="sector-no-routes">
          {t('route.noneHere')}
        </Text>
      ) : (
        <Chips
          legend={t('route.route')}
          stacked
          options={routes.map((route) => {
            const color = route.level_color ?? route.hold_colors[0];
            return {
              value: String(route.id),
              label: routeLabel(route),
              leading: color ? <ColorDot color={color} /> : undefined,
              hint: sectorId === ALL ? route.sector_name : undefined,
            };
          })}
          value={value}
          onChange={onChange}
          error={error}
          testId="route-choice"
        />
      )}
    </>
  );
}
