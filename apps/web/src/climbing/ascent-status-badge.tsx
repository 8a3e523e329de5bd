import type { AscentStatus } from '@climb/contracts';
import { Badge } from '@mantine/core';
import { useLogbookLabels } from './logbook-labels';

/** One background colour per ascent status (Mantine light variant). */
export const ASCENT_STATUS_COLORS: Record<AscentStatus, string> = {
  project: 'gray',
  sent: 'teal',
  red_point: 'red',
  flash: 'yellow',
  onsight: 'green',
  repetition: 'blue',
};

/** The ascent's status as a small coloured badge ("À vue", "Projet"…). */
export function AscentStatusBadge({ status }: { status: AscentStatus }) {
  const { label } = useLogbookLabels();
  return (
    // Mantine's light text shade is too pale on yellow, green and teal: the text keeps the body colour.
    <Badge variant="light" color={ASCENT_STATUS_COLORS[status]} c="var(--mantine-color-text)" radius="sm">
      {label('ascent_statuses', status)}
    </Badge>
  );
}
