import { IconBook, IconBuildingStore, IconHeart, IconRoute, IconTool, IconTrophy } from '@tabler/icons-react';
import { useHub } from '../../../platform/navigation/use-hub';
import { EnvironmentLanding } from '../components/environment-landing';
import { EnvironmentToday } from '../components/environment-today';

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

/** The gyms are still to come: what already serves an indoor climber. */
const TODAY = [
  { key: 'logbook', to: '/home/ascents/outdoor' },
  { key: 'grades', to: '/grades' },
  { key: 'outdoor', to: '/outdoor' },
] as const;

export default function LandingIndoorPage() {
  useHub();
  return (
    <EnvironmentLanding environment="indoor" features={FEATURES} links={LINKS} featuresTitle="plannedTitle">
      <EnvironmentToday environment="indoor" links={TODAY} />
    </EnvironmentLanding>
  );
}
