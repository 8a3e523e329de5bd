import { useTranslation } from 'react-i18next';
import { MARKER_COLORS, MARKER_KINDS } from '../../../../climbing/map/marker-icons';
import { Group, Stack, Text } from '../../../../components/ui';
import classes from './map-legend.module.css';

/** A marker of one kind, as the map draws it (a coloured disc in a white ring). */
function Swatch({ color }: { color: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <circle cx="9" cy="9" r="7" fill={color} stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

/** What each marker colour means; a marker with several colours offers several kinds. */
export function MapLegend() {
  const { t } = useTranslation('discover');
  return (
    <Stack gap={4} component="ul" m={0} p={0} className={classes.legend} data-testid="map-legend">
      {MARKER_KINDS.map((kind) => (
        <Group component="li" key={kind} gap={8} wrap="nowrap">
          <Swatch color={MARKER_COLORS[kind]} />
          <Text size="sm">{t(`legend.kinds.${kind}`)}</Text>
        </Group>
      ))}
      <Text component="li" size="xs" c="dimmed">
        {t('legend.several')}
      </Text>
    </Stack>
  );
}
