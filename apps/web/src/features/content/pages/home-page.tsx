import { PRODUCT_NAME } from '@climb/contracts';
import {
  IconBook2,
  IconBuildingCommunity,
  IconCode,
  IconInfoCircle,
  IconLanguage,
  IconLock,
  IconMountain,
  IconStairsUp,
  IconUsers,
  IconWorldHeart,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAnchorLink, PlainButtonLink, PlainText, PlainTitle, plainClasses } from '../../../components/plain-ui';
import { EnvironmentCard } from '../components/environment-card';
import { FeatureCard } from '../components/feature-card';

const MORE = [
  { key: 'about', to: '/about', icon: IconInfoCircle },
  { key: 'logbook', to: '/home/ascents/outdoor', icon: IconBook2 },
  { key: 'gyms', to: '/gyms/starter', icon: IconBuildingCommunity },
  { key: 'developers', to: '/api-and-developers', icon: IconCode },
] as const;

const PRINCIPLES = [
  { key: 'bilingual', icon: IconLanguage },
  { key: 'noAds', icon: IconLock },
  { key: 'open', icon: IconWorldHeart },
] as const;

const PAGE = {
  paddingBlock: 'var(--mantine-spacing-xl)',
  '--stack-gap': 'calc(3rem * var(--mantine-scale))',
} as CSSProperties;
const ACTIONS = { '--group-gap': 'var(--mantine-spacing-sm)' } as CSSProperties;
const MORE_TEXT = { '--stack-gap': 'var(--mantine-spacing-sm)', '--stack-align': 'flex-start' } as CSSProperties;

/**
 * The home page, the first page of most visits: plain elements with Mantine's looks (docs/decisions/005),
 * so that a first visit loads no component of the UI kit.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const product = PRODUCT_NAME;

  return (
    <div className={`${plainClasses.container} ${plainClasses.stack}`} style={PAGE}>
      <header>
        <div className={plainClasses.stack} style={{ maxWidth: '46rem' }}>
          <PlainTitle order={1}>{t('hero.title')}</PlainTitle>
          <PlainText size="lg">{t('hero.lead', { product })}</PlainText>
          <div className={plainClasses.group} style={ACTIONS}>
            <PlainButtonLink to="/about" size="md">
              {t('hero.discover', { product })}
            </PlainButtonLink>
            <PlainButtonLink to="/outdoor" size="md" variant="default">
              {t('hero.crags')}
            </PlainButtonLink>
          </div>
        </div>
      </header>

      <section>
        <div className={plainClasses.stack}>
          <PlainTitle order={2}>{t('environments.title')}</PlainTitle>
          <PlainText style={{ maxWidth: '46rem' }}>{t('environments.intro')}</PlainText>
          <div className={plainClasses.grid} style={{ '--grid-cols-sm': 2, '--grid-cols-md': 3 } as CSSProperties}>
            <EnvironmentCard
              environment="outdoor"
              icon={IconMountain}
              title={t('environments.outdoor.title')}
              text={t('environments.outdoor.text')}
              features={[
                t('environments.outdoor.features.crags'),
                t('environments.outdoor.features.maps'),
                t('environments.outdoor.features.alerts'),
                t('environments.outdoor.features.logbook'),
              ]}
              to="/outdoor"
              linkLabel={t('environments.outdoor.link')}
            />
            <EnvironmentCard
              environment="indoor"
              icon={IconStairsUp}
              title={t('environments.indoor.title')}
              text={t('environments.indoor.text')}
              to="/indoor"
              linkLabel={t('environments.indoor.link')}
            />
            <EnvironmentCard
              environment="community"
              icon={IconUsers}
              title={t('environments.community.title')}
              text={t('environments.community.text')}
              to="/community"
              linkLabel={t('environments.community.link')}
            />
          </div>
        </div>
      </section>

      <section>
        <div className={plainClasses.stack}>
          <PlainTitle order={2}>{t('more.title')}</PlainTitle>
          <div className={plainClasses.grid} style={{ '--grid-cols-sm': 2 } as CSSProperties}>
            {MORE.map(({ key, to, icon }) => (
              <FeatureCard key={key} icon={icon} title={t(`more.${key}.title`)}>
                <div className={plainClasses.stack} style={MORE_TEXT}>
                  <PlainText>{t(`more.${key}.text`, { product })}</PlainText>
                  <PlainAnchorLink to={to} style={{ fontWeight: 600 }}>
                    {t(`more.${key}.link`)}
                  </PlainAnchorLink>
                </div>
              </FeatureCard>
            ))}
          </div>
        </div>
      </section>

      <section>
        <div className={plainClasses.stack}>
          <PlainTitle order={2}>{t('principles.title')}</PlainTitle>
          <ul
            className={plainClasses.iconList}
            data-padded
            style={{ '--list-spacing': 'var(--mantine-spacing-sm)' } as CSSProperties}
          >
            {PRINCIPLES.map(({ key, icon: Icon }) => (
              <li key={key} className={plainClasses.iconListItem} data-centered>
                <div className={plainClasses.iconListItemWrapper}>
                  <span className={plainClasses.iconListIcon}>
                    <div
                      className={plainClasses.themeIcon}
                      style={
                        {
                          '--ti-size': 'calc(1.75rem * var(--mantine-scale))',
                          '--ti-radius': 'var(--mantine-radius-xl)',
                          '--ti-bg': 'var(--mantine-primary-color-light)',
                          '--ti-color': 'var(--mantine-primary-color-light-color)',
                        } as CSSProperties
                      }
                      aria-hidden
                    >
                      <Icon size={16} aria-hidden />
                    </div>
                  </span>
                  <span>{t(`principles.${key}`)}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
