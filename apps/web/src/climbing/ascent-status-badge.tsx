import type { AscentStatus } from '@climb/contracts';
import { Badge, type Color } from '../components/ui';
import classes from './ascent-status-badge.module.css';
import { useLogbookLabels } from './logbook-labels';

/** One background colour per ascent status (Mantine light variant). */
export const ASCENT_STATUS_COLORS: Record<AscentStatus, Color> = {
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
    <Badge variant="light" color={ASCENT_STATUS_COLORS[status]} radius="sm" className={classes.badge}>
      {label('ascent_statuses', status)}
    </Badge>
  );
}
