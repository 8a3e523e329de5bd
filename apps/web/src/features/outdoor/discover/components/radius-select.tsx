import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../../components/ui';
import classes from './radius-select.module.css';

/** The radii offered around a point or a town, km (the town answer goes up to 100). */
export const RADII = [5, 10, 20, 30, 50, 100] as const;
/** The API's own default around a town. */
export const DEFAULT_RADIUS = 30;

/** `?distance=` of a page: one of the offered radii, else the default. */
export function radiusOf(raw: string | null): number {
  const value = Number(raw);
  return (RADII as readonly number[]).includes(value) ? value : DEFAULT_RADIUS;
}

export function RadiusSelect({ value, onChange }: { value: number; onChange(value: number): void }) {
  const { t } = useTranslation('discover');
  return (
    <NativeSelect
      size="md"
      label={t('radius.label')}
      data={RADII.map((radius) => ({ value: String(radius), label: t('radius.option', { radius }) }))}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      className={classes.radius}
      data-testid="radius-select"
    />
  );
}
