import { IconBook, IconBuildingStore, IconHeart, IconRoute, IconTool, IconTrophy } from '@tabler/icons-react';
import { useHub } from '../../navigation/use-hub';
import { EnvironmentLanding } from '../components/environment-landing';

const FEATURES = [
  { key: 'gyms', icon: IconBuildingStore },
  { key: 'routes', icon: IconRoute },
  { key: 'logbook', icon: IconBook },
  { key: 'contests', icon: IconTrophy },
  { key: 'favorites', icon: IconHeart },
  { key: 'staff', icon: IconTool },
] as const;

const LINKS = [
  { key: 'about', to: '/about/indoor' },
  { key: 'starter', to: '/gyms/starter' },
] as const;

export default function LandingIndoorPage() {
  useHub();
  return <EnvironmentLanding environment="indoor" features={FEATURES} links={LINKS} />;
}
