import { useTranslation } from 'react-i18next';
import { townPath } from '../../../../climbing/paths';
import { Anchor, List, ListItem, Stack, Text, Title } from '../../../../components/ui';
import { useTownSearch } from '../api/search.api';
import lists from './link-lists.module.css';

/** Towns matching a search, each leading to the crags around it ("search around a town"). */
export function TownLinks({ query }: { query: string }) {
  const { t } = useTranslation('discover');
  const towns = useTownSearch(query);
  const found = towns.data?.items ?? [];
  if (found.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="town-links-title">
      <Title order={2} size="h4" id="town-links-title">
        {t('search.townsTitle')}
      </Title>
      <List className={lists.gap4} data-testid="town-links">
        {found.map((town) => (
          <ListItem key={town.id}>
            <Anchor to={townPath(town)}>{t('search.aroundTown', { town: town.name })}</Anchor>
            {town.department_name ? (
              <Text span size="sm" c="dimmed">
                {` · ${town.department_name}`}
              </Text>
            ) : null}
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
