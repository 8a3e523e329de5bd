import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DiscoverFrame } from '../../../../components/discover-frame';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Group, Text } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import buttons from '../components/buttons.module.css';
import { CragSearch, cragSearchData } from '../components/crag-search';

/** The wiki's way in: a crag missing from the results can be added. */
function AddCrag() {
  const { t } = useTranslation('discover');
  if (!isBuilt('/crags/new')) return null;
  return (
    <PlainButtonLink
      to="/crags/new"
      variant="default"
      className={buttons.thumb}
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      {t('search.names.add')}
    </PlainButtonLink>
  );
}

/** `/crags/search?query=`: a crag by its name, typos and missing accents forgiven. */
function CragsSearchPage() {
  const { t } = useTranslation('discover');

  return (
    <DiscoverFrame title={t('search.names.title')} lead={t('search.names.lead')}>
      <CragSearch
        label={t('search.names.label')}
        intro={<Text>{t('search.names.start')}</Text>}
        emptyAction={<AddCrag />}
        after={(total) =>
          total !== undefined && total > 0 && isBuilt('/crags/new') ? (
            <Group gap="sm">
              <Text size="sm">{t('search.names.missing')}</Text>
              <AddCrag />
            </Group>
          ) : null
        }
      />
    </DiscoverFrame>
  );
}

export default withQueries(CragsSearchPage);

/** What the server renders the search with: the crags found (docs/decisions/022). */
export const pageData: PageData = cragSearchData;
