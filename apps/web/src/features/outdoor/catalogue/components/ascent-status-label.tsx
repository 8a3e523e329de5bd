import type { AscentStatus } from '@climb/contracts';
import { Badge } from '@mantine/core';
import { useLogbookLabels } from '../../../logbook/shared/enum-labels';

/** An ascent's style ("Onsight") as a neutral badge: the theme's own text colours, readable in both themes. */
export function AscentStatusLabel({ status }: { status: AscentStatus }) {
  const { label } = useLogbookLabels();
  return (
    <Badge variant="default" radius="sm" tt="none" data-status={status}>
      {label('ascent_statuses', status)}
    </Badge>
  );
}
