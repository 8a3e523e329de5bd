import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { EmptyState } from '../../../../components/list-states';
import { bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym, useGymSpaces } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymPath } from '../../shared/paths';
import { ChoiceList } from '../components/choice-list';
import { ContributorGate } from '../components/contributor-gate';
import { NAMESPACE } from '../forms/use-indoor-form';

/** `/gyms/{id}/{name}/select-space`: open to visitors, who are invited to sign in; the space a new sector goes in. */
function GymSelectSpacePage() {
  const { t } = useTranslation(NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const spaces = useGymSpaces(gymId);
  const found = gym.data;
  return (
    <FormFrame
      title={t('selectSpace.title')}
      lead={t('selectSpace.lead')}
      back={found ? { to: gymPath(found), label: found.name } : null}
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={bothLoaded(gym, spaces)}>
            {([gymRecord, list]) =>
              list.length === 0 ? (
                <EmptyState
                  text={t('selectSpace.empty')}
                  action={{ label: t('links.newSpace'), to: gymPath(gymRecord, 'spaces/new') }}
                  testId="no-space"
                />
              ) : (
                <ChoiceList
                  label={t('selectSpace.title')}
                  testId="space-choices"
                  choices={list.map((space) => ({
                    id: space.id,
                    to: `${gymPath(gymRecord, 'sectors/new')}?space=${space.id}`,
                    label: space.name,
                    detail: [
                      t('count.sectors', { count: space.sectors_count }),
                      space.plan ? t('selectSpace.withPlan') : t('selectSpace.withoutPlan'),
                    ].join(' · '),
                  }))}
                />
              )
            }
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}

export default withQueries(GymSelectSpacePage);
