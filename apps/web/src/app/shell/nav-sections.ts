import { isBuilt } from '../../lib/built-pages';

export interface NavLink {
  to: string;
  labelKey: string;
}

export interface NavSection {
  titleKey: string;
  links: NavLink[];
}

/** Every section of the product for the drawer and the footer; only pages that exist are listed. */
const SECTIONS: NavSection[] = [
  {
    titleKey: 'nav.sections.climb',
    links: [
      { to: '/outdoor', labelKey: 'environments.outdoor' },
      { to: '/indoor', labelKey: 'environments.indoor' },
      { to: '/community', labelKey: 'environments.community' },
    ],
  },
  {
    titleKey: 'nav.sections.discover',
    links: [
      { to: '/about', labelKey: 'nav.links.about' },
      { to: '/about/indoor', labelKey: 'nav.links.aboutIndoor' },
      { to: '/about/partner-search', labelKey: 'nav.links.aboutPartnerSearch' },
      { to: '/gyms/starter', labelKey: 'nav.links.gymsStarter' },
      { to: '/new', labelKey: 'nav.links.new' },
    ],
  },
  {
    titleKey: 'nav.sections.project',
    links: [
      { to: '/support-us', labelKey: 'nav.links.supportUs' },
      { to: '/api-and-developers', labelKey: 'nav.links.api' },
      { to: '/about/attributions', labelKey: 'nav.links.attributions' },
    ],
  },
  {
    titleKey: 'nav.sections.legal',
    links: [
      { to: '/privacy', labelKey: 'nav.links.privacy' },
      { to: '/en/terms-of-use', labelKey: 'nav.links.termsEn' },
      { to: '/fr/conditions-d-utilisation', labelKey: 'nav.links.termsFr' },
      { to: '/en/cookie-and-audience-measurement', labelKey: 'nav.links.cookiesEn' },
      { to: '/fr/cookie-et-mesure-d-audience', labelKey: 'nav.links.cookiesFr' },
    ],
  },
];

export function navSections(): NavSection[] {
  return SECTIONS.map((section) => ({ ...section, links: section.links.filter((link) => isBuilt(link.to)) })).filter(
    (section) => section.links.length > 0,
  );
}
