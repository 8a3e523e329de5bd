import type { AscentGymRoute } from '@climb/contracts';
import { ActionIcon, Anchor, Badge, Box, Group, Paper, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AscentStatusBadge } from '../../../../climbing/ascent-status-badge';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { useFormatters } from '../../../../lib/use-formatters';
import type { PendingGymAscent } from '../../../../stores/ascents-pusher-store';
import { GradeCell } from '../../home/components/ascent-card';
import { gymPath, gymRouteLink } from '../lib/indoor-paths';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import { colorOfAscent } from '../lib/indoor-values';
import { ColorDot } from './color-dot';
import classes from './indoor-ascent-card.module.css';

/** What a row names an ascent by: its route's name, "Route" for one without, "Without a route"; "× 3" for several. */
function useAscentName() {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  return (ascent: { route_name: string | null; routed: boolean; quantity: number }) => {
    const name = ascent.route_name ?? (ascent.routed ? t('list.unnamedRoute') : t('list.noRoute'));
    return { name, times: ascent.quantity > 1 ? t('list.quantity', { count: ascent.quantity }) : null };
  };
}

/**
 * One of my indoor ascents: its colour, the route (to its panel) or "Without a route" and how many, the gym, the day,
 * how it was roped, its style and grade, and the way to edit it.
 */
export function IndoorAscentCard({
  ascent,
  showDate = true,
  onEdit,
}: {
  ascent: AscentGymRoute;
  showDate?: boolean;
  onEdit?: (ascent: AscentGymRoute) => void;
}) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const { label } = useLogbookLabels();
  const { shortDay } = useFormatters();
  const nameOf = useAscentName();
  const color = colorOfAscent(ascent);
  const route = ascent.gym_route;
  const { name, times } = nameOf({ route_name: ascent.route_name, routed: route !== null, quantity: ascent.quantity });
  const details = [
    showDate ? shortDay(ascent.released_at) : null,
    ascent.roping_status ? label('roping_statuses', ascent.roping_status) : null,
  ].filter(Boolean);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py={8}
      data-testid="indoor-ascent"
      data-ascent-id={ascent.id}
      data-routeless={route === null && ascent.route_name === null ? true : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <span className={classes.dot}>{color ? <ColorDot color={color} size="lg" /> : null}</span>
        <Box className={classes.main}>
          <Text fw={700} className={classes.name} data-testid="indoor-ascent-name">
            {route && ascent.gym ? (
              <Anchor component={Link} to={gymRouteLink(ascent.gym.id, route.id)} inherit>
                {name}
              </Anchor>
            ) : (
              name
            )}
            {times ? (
              <Text span fw={700} c="dimmed" data-testid="indoor-ascent-quantity">
                {` ${times}`}
              </Text>
            ) : null}
          </Text>
          <Text size="sm" mt={2} className={classes.name} data-testid="indoor-ascent-details">
            {ascent.gym ? (
              <Anchor component={Link} to={gymPath(ascent.gym)} size="sm" underline="always">
                {ascent.gym.name}
              </Anchor>
            ) : null}
            {details.length > 0 ? (
              <Text span size="sm" c="dimmed">
                {ascent.gym ? ' · ' : ''}
                {details.join(' · ')}
              </Text>
            ) : null}
          </Text>
          <Group gap={6} mt={4}>
            <AscentStatusBadge status={ascent.ascent_status} />
            {route?.dismounted_at ? (
              <Badge variant="default" radius="sm" tt="none">
                {t('list.dismounted')}
              </Badge>
            ) : null}
            {!route && ascent.route_name ? (
              <Badge variant="default" radius="sm" tt="none">
                {t('list.removed')}
              </Badge>
            ) : null}
          </Group>
        </Box>
        <GradeCell value={ascent.grade_value} text={ascent.grade_text} />
        {onEdit ? (
          <ActionIcon
            variant="default"
            size={44}
            onClick={() => onEdit(ascent)}
            aria-label={t('list.editLabel', { name: times ? `${name} ${times}` : name })}
            data-testid="indoor-ascent-edit"
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}

/** One indoor ascent waiting on this device to be sent, as a row of the list, with its badge. */
export function PendingIndoorCard({ ascent, showDate = true }: { ascent: PendingGymAscent; showDate?: boolean }) {
  const { t } = useTranslation([INDOOR_NAMESPACE, 'logbook-home']);
  const { shortDay } = useFormatters();
  const nameOf = useAscentName();
  const { display, payload } = ascent;
  const { name, times } = nameOf({
    route_name: display.route_name,
    routed: payload.gym_route_id !== undefined,
    quantity: display.quantity,
  });
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py={8}
      className={classes.pending}
      data-testid="pending-indoor"
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <span className={classes.dot}>{display.color ? <ColorDot color={display.color} size="lg" /> : null}</span>
        <Box className={classes.main}>
          <Text fw={700} className={classes.name}>
            {name}
            {times ? (
              <Text span fw={700} c="dimmed">
                {` ${times}`}
              </Text>
            ) : null}
          </Text>
          <Text size="sm" c="dimmed" className={classes.name}>
            {[display.gym_name, showDate ? shortDay(payload.released_at) : null].filter(Boolean).join(' · ')}
          </Text>
          <Group gap={6} mt={4}>
            <AscentStatusBadge status={payload.ascent_status} />
            <Badge variant="dot" color="orange" radius="sm" tt="none" data-testid="pending-badge">
              {t('logbook-home:pending.badge')}
            </Badge>
          </Group>
        </Box>
        <GradeCell value={display.grade_value} text={display.grade_text} />
      </Group>
    </Paper>
  );
}
