import { useTranslation } from 'react-i18next';
import { withQueries } from '../../../lib/query-client';
import { AccountGate } from '../components/account-gate';
import { ImageSettings } from '../components/image-settings';
import { SettingsFrame } from '../components/settings-frame';

function SettingsBannerPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsFrame section="banner" lead={t('banner.lead')}>
      <AccountGate>{(user) => <ImageSettings kind="banner" user={user} />}</AccountGate>
    </SettingsFrame>
  );
}

export default withQueries(SettingsBannerPage);
