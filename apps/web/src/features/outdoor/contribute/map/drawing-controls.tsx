import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconCurrentLocation, IconEraser, IconPencil } from '@tabler/icons-react';
import type { Map as LeafletMap } from 'leaflet';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { drawingControls, type PathAction, type PathDrawing } from './path-drawing';

/**
 * The buttons of a line being drawn. "Add the map centre" puts a point under the crosshair: precise
 * on a phone, and the way to draw with a keyboard (arrow keys move the map).
 */
export function DrawingControls({
  drawing,
  dispatch,
  map,
  error,
}: {
  drawing: PathDrawing;
  dispatch: Dispatch<PathAction>;
  map: LeafletMap | null;
  error?: string;
}) {
  const { t } = useTranslation('contribute');
  const controls = drawingControls(drawing);
  const addCentre = () => {
    if (!map) return;
    const { lat, lng } = map.getCenter();
    dispatch({ type: 'add', point: [lat, lng] });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {drawing.finished ? t('drawing.finishedHint') : t('drawing.hint')}
      </Text>
      <Group gap="xs">
        {controls.canReopen ? (
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={() => dispatch({ type: 'reopen' })}
          >
            {t('drawing.reopen')}
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconCurrentLocation size={18} aria-hidden />}
            onClick={addCentre}
            disabled={!controls.canAdd || !map}
          >
            {t('drawing.addCentre')}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={() => dispatch({ type: 'undo' })}
          disabled={!controls.canUndo}
        >
          {t('drawing.undo')}
        </Button>
        {controls.canReopen ? null : (
          <Button
            leftSection={<IconCheck size={18} aria-hidden />}
            onClick={() => dispatch({ type: 'finish' })}
            disabled={!controls.canFinish}
          >
            {t('drawing.finish')}
          </Button>
        )}
        <Button
          variant="subtle"
          c="var(--mantine-color-error)"
          leftSection={<IconEraser size={18} aria-hidden />}
          onClick={() => dispatch({ type: 'clear' })}
          disabled={!controls.canUndo}
        >
          {t('drawing.clear')}
        </Button>
      </Group>
      <Text size="sm" aria-live="polite" data-testid="drawing-status">
        {t('drawing.status', { count: drawing.points.length, metres: controls.lengthMetres })}
      </Text>
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
