import type { AscentStatus } from '@climb/contracts';
import { Badge } from '@mantine/core';
import { useLogbookLabels } from './enum-labels';

/** One colour per ascent status, readable on light and dark backgrounds (Mantine light variant). */
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
    <Badge variant="light" color={ASCENT_STATUS_COLORS[status]} radius="sm">
      {label('ascent_statuses', status)}
    </Badge>
  );
}
