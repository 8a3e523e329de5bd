import { IconFriends, IconMapPin, IconMessages, IconNews, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useHub } from '../../navigation/use-hub';
import { EnvironmentLanding } from '../components/environment-landing';

const FEATURES = [
  { key: 'climbers', icon: IconUserCircle },
  { key: 'follow', icon: IconUserPlus },
  { key: 'messages', icon: IconMessages },
  { key: 'partners', icon: IconMapPin },
  { key: 'suggestions', icon: IconFriends },
  { key: 'reading', icon: IconNews },
] as const;

const LINKS = [
  { key: 'partners', to: '/about/partner-search' },
  { key: 'about', to: '/about' },
  { key: 'support', to: '/support-us' },
] as const;

export default function LandingCommunityPage() {
  useHub();
  return <EnvironmentLanding environment="community" features={FEATURES} links={LINKS} />;
}
