import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { townPath } from '../../../../climbing/paths';
import { useTownSearch } from '../api/search.api';

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
      <List spacing={4} data-testid="town-links">
        {found.map((town) => (
          <List.Item key={town.id}>
            <Anchor component={Link} to={townPath(town)}>
              {t('search.aroundTown', { town: town.name })}
            </Anchor>
            {town.department_name ? (
              <Text span size="sm" c="dimmed">
                {` · ${town.department_name}`}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
