import { IconFriends, IconMapPin, IconMessages, IconNews, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useHub } from '../../../platform/navigation/use-hub';
import { EnvironmentLanding } from '../components/environment-landing';
import { EnvironmentToday } from '../components/environment-today';

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
] as const;

/** The community pages are still to come: what already brings climbers together. */
const TODAY = [
  { key: 'sessions', to: '/home/climbing-sessions' },
  { key: 'wiki', to: '/outdoor' },
  { key: 'support', to: '/support-us' },
] as const;

export default function LandingCommunityPage() {
  useHub();
  return (
    <EnvironmentLanding environment="community" features={FEATURES} links={LINKS} featuresTitle="plannedTitle">
      <EnvironmentToday environment="community" links={TODAY} />
    </EnvironmentLanding>
  );
}
