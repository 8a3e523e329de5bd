import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { EmptyState } from '../../../../components/list-states';
import { bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymPath } from '../../shared/paths';
import { useGymSectors } from '../api/indoor-wiki.api';
import { ChoiceList } from '../components/choice-list';
import { ContributorGate } from '../components/contributor-gate';
import { NAMESPACE } from '../forms/use-indoor-form';

/** `/gyms/{id}/{name}/select-sector`: open to visitors, who are invited to sign in; the sector a new route goes in. */
function GymSelectSectorPage() {
  const { t } = useTranslation(NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const sectors = useGymSectors(gymId);
  const found = gym.data;
  return (
    <FormFrame
      title={t('selectSector.title')}
      lead={t('selectSector.lead')}
      back={found ? { to: gymPath(found), label: found.name } : null}
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={bothLoaded(gym, sectors)}>
            {([gymRecord, spaces]) => {
              const withSectors = spaces.filter(({ sectors: list }) => list.length > 0);
              if (withSectors.length === 0) {
                return (
                  <EmptyState
                    text={t('selectSector.empty')}
                    action={{ label: t('links.newSector'), to: gymPath(gymRecord, 'select-space') }}
                    testId="no-sector"
                  />
                );
              }
              return withSectors.map(({ space, sectors: list }) => (
                <Stack key={space.id} gap="xs">
                  <Title order={2} size="h4">
                    {space.name}
                  </Title>
                  <ChoiceList
                    label={space.name}
                    testId={`sector-choices-${space.id}`}
                    choices={list.map((sector) => ({
                      id: sector.id,
                      to: gymPath(gymRecord, `sectors/${sector.id}/routes/new`),
                      label: sector.name,
                      detail: t('count.routes', { count: sector.mounted_routes_count }),
                    }))}
                  />
                </Stack>
              ));
            }}
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}

export default withQueries(GymSelectSectorPage);
