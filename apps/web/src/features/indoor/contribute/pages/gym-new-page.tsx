import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { withQueries } from '../../../../lib/query-client';
import { gymPath } from '../../shared/paths';
import { createGym } from '../api/indoor-wiki.api';
import { GymForm } from '../forms/gym-form';
import { EMPTY_GYM_VALUES, gymBody } from '../forms/gym-values';
import { NAMESPACE } from '../forms/use-indoor-form';

/** `/gyms/new`: a new gym in the wiki (for climbers with an account), then its page. */
function GymNewPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  return (
    <FormFrame title={t('gym.newTitle')} lead={t('gym.newLead')} back={{ to: '/indoor', label: t('back.indoor') }}>
      <GymForm
        initialValues={EMPTY_GYM_VALUES}
        submit={(values) => createGym(gymBody(values))}
        submitLabel={t('gym.create')}
        successMessage={t('gym.created')}
        onSuccess={(gym) => navigate(gymPath(gym))}
        cancelTo="/indoor"
      />
    </FormFrame>
  );
}

export default withQueries(GymNewPage);
