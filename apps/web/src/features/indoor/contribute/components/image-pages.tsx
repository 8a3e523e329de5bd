import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGym, useGymChain } from '../../shared/gyms.api';
import { gymChainParams, gymParams } from '../../shared/page-params';
import { gymChainPath, gymPath } from '../../shared/paths';
import { useGymRoute } from '../../shared/routes.api';
import { gymChainImage, gymImage, gymRouteImage } from '../api/indoor-images.api';
import { NAMESPACE } from '../forms/use-indoor-form';
import { gymRouteParams } from '../params';
import { ContributorGate } from './contributor-gate';
import { RecordImageEditor } from './record-image-editor';

/**
 * `/gyms/{id}/{name}/logo` and `banner`: the gym's image, for climbers with an account (its staff's, once it has
 * some).
 */
export function GymImagePage({ kind }: { kind: 'logo' | 'banner' }) {
  const { t } = useTranslation(NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  const found = gym.data;
  return (
    <FormFrame
      title={t(`image.gym.${kind}Title`)}
      lead={t(`image.${kind}Lead`)}
      back={found ? { to: gymPath(found), label: found.name } : null}
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={gym}>
            {(record) => (
              <RecordImageEditor
                current={record[kind] ? { url: record[kind].large } : null}
                image={gymImage(record.id, kind)}
                shape={kind === 'logo' ? 'square' : 'wide'}
                alt={t(`image.gym.${kind}Alt`, { name: record.name })}
                testId={kind}
              />
            )}
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}

/** `/gym-chains/{id}/logo` and `banner`: the chain's image, for climbers with an account. */
export function GymChainImagePage({ kind }: { kind: 'logo' | 'banner' }) {
  const { t } = useTranslation(NAMESPACE);
  const { gymChainId } = parseRouteParams(gymChainParams, useParams());
  const chain = useGymChain(gymChainId);
  const found = chain.data;
  return (
    <FormFrame
      title={t(`image.chain.${kind}Title`)}
      lead={t(`image.${kind}Lead`)}
      back={found ? { to: gymChainPath(found), label: found.name } : null}
    >
      <Loaded query={chain}>
        {(record) => (
          <RecordImageEditor
            current={record[kind] ? { url: record[kind].large } : null}
            image={gymChainImage(record.id, kind)}
            shape={kind === 'logo' ? 'square' : 'wide'}
            alt={t(`image.chain.${kind}Alt`, { name: record.name })}
            testId={kind}
          />
        )}
      </Loaded>
    </FormFrame>
  );
}

/**
 * `/gyms/{id}/{name}/routes/{id}/picture` and `thumbnail`: open to visitors, who are invited to sign in. The picture
 * keeps its proportions, the thumbnail is square.
 */
export function GymRouteImagePage({ kind }: { kind: 'picture' | 'thumbnail' }) {
  const { t } = useTranslation(NAMESPACE);
  const { gymId, gymRouteId } = parseRouteParams(gymRouteParams, useParams());
  const gym = useGym(gymId);
  const route = useGymRoute(gymRouteId);
  const found = gym.data;
  return (
    <FormFrame
      title={t(`image.route.${kind}Title`)}
      lead={t(`image.route.${kind}Lead`)}
      back={found ? { to: gymPath(found), label: found.name } : null}
    >
      <ContributorGate gym={found}>
        {() => (
          <Loaded query={bothLoaded(gym, route)}>
            {([gymRecord, routeRecord]) => {
              belongsTo(routeRecord.gym_id, gymRecord.id);
              const stored =
                kind === 'picture'
                  ? routeRecord.picture
                  : routeRecord.thumbnail
                    ? { url: routeRecord.thumbnail }
                    : null;
              return (
                <RecordImageEditor
                  current={stored}
                  image={gymRouteImage(routeRecord.id, kind)}
                  shape={kind === 'picture' ? 'whole' : 'square'}
                  alt={t(`image.route.${kind}Alt`, { name: routeRecord.name ?? routeRecord.sector_name })}
                  testId={kind}
                />
              );
            }}
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}
