import { PRODUCT_NAME } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navSections } from './nav-sections';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const links = navSections()
    .filter((section) => section.titleKey !== 'nav.sections.climb')
    .flatMap((section) => section.links);
  return (
    <footer className={classes.footer}>
      <nav className={classes.links} aria-label={t('navigation.footer')}>
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={`mantine-focus-auto ${classes.link}`}>
            {t(link.labelKey)}
          </Link>
        ))}
      </nav>
      <p className={classes.tagline}>{t('footer.tagline', { name: PRODUCT_NAME })}</p>
    </footer>
  );
}
