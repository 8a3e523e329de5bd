import { PRODUCT_NAME } from '@climb/contracts';
import {
  IconBook2,
  IconBuildingPlus,
  IconCurrentLocation,
  IconInfoCircle,
  IconMap2,
  IconSearch,
  IconTrophy,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import { useSignedIn } from '../hooks/use-signed-in';
import classes from './discover.module.css';

type LinkKey = 'search' | 'map' | 'find' | 'contests' | 'new' | 'about' | 'starter';

const LINKS: readonly { key: LinkKey; to: string; icon: TablerIcon }[] = [
  { key: 'search', to: '/indoor/search', icon: IconSearch },
  { key: 'map', to: '/maps/gyms', icon: IconMap2 },
  { key: 'find', to: '/find/gyms', icon: IconCurrentLocation },
  { key: 'contests', to: '/contests', icon: IconTrophy },
  { key: 'new', to: '/gyms/new', icon: IconBuildingPlus },
  { key: 'about', to: '/about/indoor', icon: IconInfoCircle },
  { key: 'starter', to: '/gyms/starter', icon: IconBook2 },
];

/**
 * The ways into the indoor pages as cards: search, the map, the lists, the contests, and for a signed-in climber the way to add
 * a gym (after hydration: the server renders every visitor's page alike).
 */
export function IndoorLinks({ only }: { only?: readonly LinkKey[] }) {
  const { t } = useTranslation('indoor-discover');
  const signedIn = useSignedIn();
  const links = LINKS.filter(
    (link) => (only ? only.includes(link.key) : true) && (link.key !== 'new' || signedIn) && isBuilt(link.to),
  );
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="sm"
      m={0}
      p={0}
      className={classes.plainList}
      data-testid="indoor-links"
    >
      {links.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          <Card component={Link} to={to} withBorder radius="md" p="sm" className={classes.linkCard}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="default" radius="md" className={classes.iconTile} aria-hidden>
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <div>
                <Text fw={700} c="anchor">
                  {t(`links.${key}.title`, { product: PRODUCT_NAME })}
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
