import { IconCurrentLocation, IconFlag, IconMap2, IconSearch, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import classes from './discover-links.module.css';

const LINKS: readonly { key: string; to: string; icon: TablerIcon }[] = [
  { key: 'map', to: '/maps/crags', icon: IconMap2 },
  { key: 'around', to: '/find/crags', icon: IconCurrentLocation },
  { key: 'search', to: '/outdoor/search/crags', icon: IconSearch },
  { key: 'france', to: '/escalade-en/france', icon: IconFlag },
];

/** The ways to find a crag: the map, around me, by name, department by department. */
export function DiscoverLinks({ exclude }: { exclude?: string }) {
  const { t } = useTranslation('discover');
  const links = LINKS.filter((link) => link.to !== exclude && isBuilt(link.to));
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} spacing="sm" m={0} p={0} className={classes.list}>
      {links.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          <Card component={Link} to={to} withBorder radius="md" p="sm" className={classes.card}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="default" radius="md" className={classes.icon} aria-hidden>
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <div>
                <Text fw={700} c="anchor">
                  {t(`links.${key}.title`)}
                </Text>
                <Text size="sm">{t(`links.${key}.text`)}</Text>
              </div>
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
