import type {
  DashboardFigure,
  DashboardFigureKey,
  DashboardMedia,
  DashboardRoute,
  DashboardSector,
  GymAdminDashboard,
  GymAdminTool,
} from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GYM_ADMIN_TOOL_ICONS } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { GYM_ADMIN_NAMESPACE } from '../../../../../climbing/gym-admin/use-admin-gym';
import { EmptyState } from '../../../../../components/list-states';
import { Section } from '../../../../../components/section';
import { Anchor, Card, SimpleGrid, Stack, Text } from '../../../../../components/ui';
import { useFormatters } from '../../../../../lib/use-formatters';
import { HoldColorSwatch } from '../../../shared/hold-color-swatch';
import { gymRouteLinkPath } from '../../../shared/paths';
import classes from './dashboard.module.css';

const FIGURE_ORDER: readonly DashboardFigureKey[] = [
  'routes_opened',
  'routes_dismounted',
  'ascents',
  'climbers',
  'followers',
  'comments',
];

/** How a figure moved against the 28 days before, in words (not by colour alone). */
function useTrend() {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const { integer } = useFormatters();
  return ({ current, previous }: DashboardFigure) => {
    const values = { previous: integer(previous), difference: integer(Math.abs(current - previous)) };
    if (current === previous) return t('figures.same', values);
    return current > previous ? t('figures.up', values) : t('figures.down', values);
  };
}

/** The last 28 days' figures, each with the 28 days before. */
export function FigureCards({ dashboard }: { dashboard: GymAdminDashboard }) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const { integer, day } = useFormatters();
  const trend = useTrend();
  return (
    <Section
      title={t('figures.title')}
      aside={
        <Text size="sm" c="dimmed">
          {t('figures.period', { from: day(dashboard.period.from), to: day(dashboard.period.to) })}
        </Text>
      }
      testId="gym-admin-figures"
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {FIGURE_ORDER.map((key) => {
          const figure = dashboard.figures[key];
          return (
            <Card key={key} withBorder radius="md" p="sm" data-testid={`figure-${key}`}>
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {t(`figures.${key}`)}
                </Text>
                <Text className={classes.figure}>{integer(figure.current)}</Text>
                <Text size="xs" c="dimmed">
                  {trend(figure)}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

/** The routes mounted longest, oldest first. */
export function OldestRoutes({ gymId, routes }: { gymId: number; routes: readonly DashboardRoute[] }) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  return (
    <Section title={t('oldest.title')} testId="gym-admin-oldest">
      {routes.length === 0 ? (
        <EmptyState text={t('oldest.empty')} testId="gym-admin-oldest-empty" />
      ) : (
        <ul className={classes.list}>
          {routes.map((route) => (
            <li key={route.id} className={classes.row}>
              {route.level_color ? <HoldColorSwatch color={route.level_color} size="sm" /> : null}
              <div className={classes.grow}>
                <Anchor to={gymRouteLinkPath(gymId, route.id)} truncate>
                  {route.name ??
                    (route.grade_text ? t('oldest.unnamedGrade', { grade: route.grade_text }) : t('oldest.unnamed'))}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {route.sector.name}
                </Text>
              </div>
              <Text size="sm" c="dimmed">
                {t('days', { count: route.age_days })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The sectors whose mounted routes are the oldest on average. */
export function SectorsToRenew({ sectors }: { sectors: readonly DashboardSector[] }) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  return (
    <Section title={t('sectors.title')} testId="gym-admin-sectors">
      {sectors.length === 0 ? (
        <EmptyState text={t('sectors.empty')} testId="gym-admin-sectors-empty" />
      ) : (
        <ul className={classes.list}>
          {sectors.map((sector) => (
            <li key={sector.id} className={classes.row}>
              <div className={classes.grow}>
                <Text fw={600} truncate>
                  {sector.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {sector.space_name} · {t('sectors.routes', { count: sector.routes_count })}
                </Text>
              </div>
              <Text size="sm" c="dimmed">
                {t('sectors.age', { count: sector.average_age_days })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The latest comments or videos, with their count over the 28 days. */
export function LatestMedia({
  kind,
  gymId,
  media,
}: {
  kind: 'comments' | 'videos';
  gymId: number;
  media: { count: number; latest: readonly DashboardMedia[] };
}) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const { dateTime } = useFormatters();
  return (
    <Section
      title={t(`${kind}.title`)}
      aside={<Text size="sm">{t(`${kind}.count`, { count: media.count })}</Text>}
      testId={`gym-admin-${kind}`}
    >
      {media.latest.length === 0 ? (
        <EmptyState text={t(`${kind}.empty`)} testId={`gym-admin-${kind}-empty`} />
      ) : (
        <ul className={classes.list}>
          {media.latest.map((item) => (
            <li key={item.id} className={classes.row}>
              <div className={classes.grow}>
                <Text size="sm" fw={600} truncate>
                  {item.author?.name ?? t('media.formerMember')}
                  {' · '}
                  {item.route ? (
                    <Anchor to={gymRouteLinkPath(gymId, item.route.id)} size="sm" underline="always">
                      {item.route.name ?? t('oldest.unnamed')}
                    </Anchor>
                  ) : (
                    t('media.onGym')
                  )}
                </Text>
                {item.text ? (
                  <Text size="sm" c="dimmed" breakAnywhere>
                    {item.text}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {dateTime(item.created_at)}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A card for each tool the member's roles open (the dashboard aside). */
export function ToolCards({ gym, tools }: { gym: { id: number; slug_name: string }; tools: readonly GymAdminTool[] }) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const shown = tools.filter((tool) => tool.key !== 'dashboard');
  return (
    <Section title={t('tools.title')} testId="gym-admin-tools">
      {shown.length === 0 ? (
        <EmptyState text={t('tools.none')} testId="gym-admin-tools-empty" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {shown.map((tool) => {
            const Icon = GYM_ADMIN_TOOL_ICONS[tool.key];
            return (
              <Card
                key={tool.key}
                component={Link}
                to={adminPath(gym, tool.suffix)}
                withBorder
                radius="md"
                p="md"
                className={classes.toolCard}
                data-testid={`gym-admin-tool-${tool.key}`}
              >
                <Stack gap={4}>
                  <Text fw={600}>
                    <Icon size={18} aria-hidden /> {t(`tools.${tool.key}.label`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`tools.${tool.key}.description`)}
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Section>
  );
}
