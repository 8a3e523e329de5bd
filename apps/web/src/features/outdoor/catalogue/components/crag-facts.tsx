import type { Crag } from '@climb/contracts';
import {
  IconCalendar,
  IconClock,
  IconCloudRain,
  IconCompass,
  IconLayersSubtract,
  IconMapPins,
  IconMountain,
  IconSun,
} from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { areaPath } from '../../../../climbing/paths';
import { Anchor } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import { useFormatters } from '../../../../lib/use-formatters';
import { type Fact, FactGrid } from './fact-grid';

/** Links separated by commas, or null when there is none. */
function joined(items: ReactNode[]): ReactNode | null {
  if (items.length === 0) return null;
  return items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once.
    <Fragment key={index}>
      {index > 0 ? ', ' : ''}
      {item}
    </Fragment>
  ));
}

function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return isBuilt(to) ? <Anchor to={to}>{children}</Anchor> : children;
}

/** The approach walk: one time, or the shortest and longest. */
export function approachText(min: number | null, max: number | null, minutes: (value: number) => string) {
  if (min === null && max === null) return null;
  if (min === null || max === null || min === max) return minutes((min ?? max) as number);
  return `${minutes(min)} – ${minutes(max)}`;
}

/** GPS coordinates as every map and phone reads them: decimal degrees with a dot, whatever the language. */
export const gpsText = (latitude: number, longitude: number) => `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** Orientations, seasons, rock, approach, weather, altitude, position and areas of a crag (its town and department head the page). */
export function CragFacts({ crag }: { crag: Crag }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { metres, minutes } = useFormatters();
  const labels = (group: Parameters<typeof label>[0], values: readonly string[]) =>
    values.length > 0 ? values.map((value) => label(group, value)).join(', ') : null;
  const facts: Fact[] = [
    {
      key: 'orientations',
      Icon: IconCompass,
      label: t('facts.orientations'),
      value: labels('orientations', crag.orientations),
    },
    { key: 'seasons', Icon: IconCalendar, label: t('facts.seasons'), value: labels('seasons', crag.seasons) },
    { key: 'rocks', Icon: IconLayersSubtract, label: t('facts.rocks'), value: labels('rocks', crag.rocks) },
    {
      key: 'approach',
      Icon: IconClock,
      label: t('facts.approach'),
      value: approachText(crag.min_approach_time, crag.max_approach_time, minutes),
    },
    { key: 'rain', Icon: IconCloudRain, label: t('facts.rain'), value: crag.rain ? label('rain', crag.rain) : null },
    { key: 'sun', Icon: IconSun, label: t('facts.sun'), value: crag.sun ? label('sun', crag.sun) : null },
    {
      key: 'elevation',
      Icon: IconMountain,
      label: t('facts.elevation'),
      value: crag.elevation === null ? null : metres(crag.elevation),
    },
    {
      key: 'position',
      Icon: IconMapPins,
      label: t('facts.position'),
      value: gpsText(crag.latitude, crag.longitude),
    },
  ];
  if (crag.areas.length > 0) {
    facts.push({
      key: 'areas',
      Icon: IconMapPins,
      label: t('facts.areas'),
      value: joined(
        crag.areas.map((area) => (
          <InlineLink key={area.id} to={areaPath(area)}>
            {area.name}
          </InlineLink>
        )),
      ),
    });
  }
  return <FactGrid facts={facts} />;
}
