import { useTranslation } from 'react-i18next';
import { withQueries } from '../../../lib/query-client';
import { AccountGate } from '../components/account-gate';
import { ImageSettings } from '../components/image-settings';
import { SettingsFrame } from '../components/settings-frame';

function SettingsAvatarPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsFrame section="avatar" lead={t('avatar.lead')}>
      <AccountGate>{(user) => <ImageSettings kind="avatar" user={user} />}</AccountGate>
    </SettingsFrame>
  );
}

export default withQueries(SettingsAvatarPage);
