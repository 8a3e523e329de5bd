import { useTranslation } from 'react-i18next';
import classes from './error-pages.module.css';
import { useOnline } from './offline-indicator';
import { PlainButton, PlainButtonLink, PlainText, PlainTitle, plainClasses } from './plain-ui';

/** Any error other than 404: a generic title (spec §2.1) and a way out. */
export default function ErrorPage() {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <div className={`${plainClasses.container} ${classes.page}`} data-size="sm">
      <div className={classes.stack}>
        <PlainTitle order={1} data-testid="error-title">
          {t('errors.generic.title')}
        </PlainTitle>
        <PlainText>{online ? t('errors.generic.text') : t('errors.generic.offline')}</PlainText>
        <div className={classes.actions}>
          <PlainButton onClick={() => window.location.reload()}>{t('errors.retry')}</PlainButton>
          <PlainButtonLink to="/" variant="default">
            {t('errors.backHome')}
          </PlainButtonLink>
        </div>
      </div>
    </div>
  );
}
