import {
  IconAlertTriangle,
  IconBook2,
  IconMap2,
  IconMountain,
  IconPencil,
  IconRoute,
  IconWorldHeart,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHub } from '../../../platform/navigation/use-hub';
import { EnvironmentLanding } from '../components/environment-landing';

const FEATURES = [
  { key: 'crags', icon: IconMountain },
  { key: 'routes', icon: IconRoute },
  { key: 'maps', icon: IconMap2 },
  { key: 'alerts', icon: IconAlertTriangle },
  { key: 'logbook', icon: IconBook2 },
  { key: 'wiki', icon: IconPencil },
  { key: 'openData', icon: IconWorldHeart },
] as const;

const LINKS = [
  { key: 'about', to: '/about' },
  { key: 'attributions', to: '/about/attributions' },
  { key: 'grades', to: '/grades' },
] as const;

/**
 * The outdoor landing page (`/outdoor`) around `children`: what the catalogue holds today, which
 * `app/` puts there (the catalogue is another domain).
 */
export function LandingOutdoor({ children }: { children?: ReactNode }) {
  useHub();
  return (
    <EnvironmentLanding environment="outdoor" features={FEATURES} links={LINKS}>
      {children}
    </EnvironmentLanding>
  );
}
