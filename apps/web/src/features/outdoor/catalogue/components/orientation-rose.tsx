import type { Orientation } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { ROSE_SIZE, roseWedges } from '../lib/orientation-rose';
import classes from './orientation-rose.module.css';

/** The 8 orientations as a compass rose, the ones the walls face filled in. Named in full for screen readers. */
export function OrientationRose({ orientations, size = 120 }: { orientations: readonly Orientation[]; size?: number }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const named = orientations.map((orientation) => label('orientations', orientation)).join(', ');
  return (
    <svg
      viewBox={`0 0 ${ROSE_SIZE} ${ROSE_SIZE}`}
      width={size}
      height={size}
      role="img"
      aria-label={t('facts.orientationRose', { orientations: named || t('facts.unknown') })}
      data-testid="orientation-rose"
      className={classes.rose}
    >
      {roseWedges(orientations).map((wedge) => (
        <g key={wedge.orientation} data-orientation={wedge.orientation} data-active={wedge.active}>
          <path
            d={wedge.path}
            fill={wedge.active ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}
            stroke="var(--mantine-color-body)"
            strokeWidth={1.5}
          />
          <text
            x={wedge.label.x}
            y={wedge.label.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={wedge.orientation.includes('_') ? 8 : 10}
            fontWeight={wedge.active ? 700 : 400}
            fill={wedge.active ? 'var(--mantine-color-text)' : 'var(--mantine-color-dimmed)'}
          >
            {label('orientations_short', wedge.orientation)}
          </text>
        </g>
      ))}
    </svg>
  );
}
