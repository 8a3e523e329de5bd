import type { OutdoorFigures } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useGrades } from '../../../../climbing/grade';
import { cragPath, cragRoutePath } from '../../../../climbing/paths';
import { Anchor, List, ListItem, SimpleGrid, Stack, Text, Title } from '../../../../components/ui';
import lists from './link-lists.module.css';

/** The crags and routes added last, each linking to its page. */
export function RecentAdditions({ figures }: { figures: OutdoorFigures }) {
  const { t } = useTranslation('discover');
  const { range } = useGrades();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {figures.recent_crags.length > 0 ? (
        <Stack gap="xs">
          <Title order={3}>{t('landing.recentCrags')}</Title>
          <List className={lists.gap6} data-testid="recent-crags">
            {figures.recent_crags.map((crag) => (
              <ListItem key={crag.id}>
                <Anchor to={cragPath(crag)} fw={600}>
                  {crag.name}
                </Anchor>
                <Text span size="sm" c="dimmed">
                  {[crag.town_name, range(crag.grade_min_value, crag.grade_max_value)]
                    .filter(Boolean)
                    .map((part) => ` · ${part}`)
                    .join('')}
                </Text>
              </ListItem>
            ))}
          </List>
        </Stack>
      ) : null}
      {figures.recent_crag_routes.length > 0 ? (
        <Stack gap="xs">
          <Title order={3}>{t('landing.recentRoutes')}</Title>
          <List className={lists.gap6} data-testid="recent-routes">
            {figures.recent_crag_routes.map((route) => (
              <ListItem key={route.id}>
                <Anchor to={cragRoutePath(route)} fw={600}>
                  {route.name}
                </Anchor>
                <Text span size="sm" c="dimmed">
                  {[range(route.grade_min_value, route.grade_max_value), route.crag.name]
                    .filter(Boolean)
                    .map((part) => ` · ${part}`)
                    .join('')}
                </Text>
              </ListItem>
            ))}
          </List>
        </Stack>
      ) : null}
    </SimpleGrid>
  );
}
