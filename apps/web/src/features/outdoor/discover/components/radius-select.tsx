import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The radii offered around a point, km (the API accepts up to 500). */
export const RADII = [5, 10, 20, 50, 100, 200] as const;
export const DEFAULT_RADIUS = 20;

/** `?distance=` of a page: one of the offered radii, else the default. */
export function radiusOf(raw: string | null): number {
  const value = Number(raw);
  return (RADII as readonly number[]).includes(value) ? value : DEFAULT_RADIUS;
}

export function RadiusSelect({ value, onChange }: { value: number; onChange(value: number): void }) {
  const { t } = useTranslation('discover');
  return (
    <NativeSelect
      label={t('radius.label')}
      data={RADII.map((radius) => ({ value: String(radius), label: t('radius.option', { radius }) }))}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      size="md"
      w={{ base: '100%', xs: 220 }}
      data-testid="radius-select"
    />
  );
}
