import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useGymChain } from '../../shared/gyms.api';
import { gymChainParams } from '../../shared/page-params';
import { gymChainPath } from '../../shared/paths';
import { updateGymChain } from '../api/indoor-wiki.api';
import { RecordLinks } from '../components/record-links';
import { ChainForm, chainBody, chainValuesOf } from '../forms/chain-form';
import { NAMESPACE } from '../forms/use-indoor-form';

/** `/gym-chains/{id}/edit`: the chain's name, description and web site. */
function GymChainEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { gymChainId } = parseRouteParams(gymChainParams, useParams());
  const chain = useGymChain(gymChainId);
  const found = chain.data;
  return (
    <FormFrame
      title={t('chainForm.editTitle')}
      lead={found?.name}
      back={found ? { to: gymChainPath(found), label: found.name } : null}
    >
      <Loaded query={chain}>
        {(record) => (
          <>
            <RecordLinks
              links={[
                { to: gymChainPath(record, 'logo'), label: t('links.logo') },
                { to: gymChainPath(record, 'banner'), label: t('links.banner') },
              ]}
              history={{ type: 'gym_chains', id: record.id }}
            />
            <ChainForm
              key={record.id}
              initialValues={chainValuesOf(record)}
              submit={(values) => updateGymChain(record.id, chainBody(values))}
              submitLabel={t('actions.save')}
              successMessage={t('chainForm.saved')}
              onSuccess={(saved) => navigate(gymChainPath(saved))}
              cancelTo={gymChainPath(record)}
            />
          </>
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(GymChainEditPage);
