import {
  IconAlertTriangle,
  IconBook2,
  IconBooks,
  IconMap2,
  IconMountain,
  IconPencil,
  IconRoute,
  IconWorldHeart,
} from '@tabler/icons-react';
import { useHub } from '../../navigation/use-hub';
import { EnvironmentLanding } from '../components/environment-landing';

const FEATURES = [
  { key: 'crags', icon: IconMountain },
  { key: 'routes', icon: IconRoute },
  { key: 'guides', icon: IconBooks },
  { key: 'maps', icon: IconMap2 },
  { key: 'alerts', icon: IconAlertTriangle },
  { key: 'logbook', icon: IconBook2 },
  { key: 'wiki', icon: IconPencil },
  { key: 'openData', icon: IconWorldHeart },
] as const;

const LINKS = [
  { key: 'about', to: '/about' },
  { key: 'attributions', to: '/about/attributions' },
  { key: 'partners', to: '/about/partner-search' },
] as const;

export default function LandingOutdoorPage() {
  useHub();
  return <EnvironmentLanding environment="outdoor" features={FEATURES} links={LINKS} />;
}
