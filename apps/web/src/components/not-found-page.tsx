import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { writePageHead } from '../lib/page-head';
import classes from './error-pages.module.css';
import { PlainButtonLink, PlainText, PlainTitle, plainClasses } from './plain-ui';

/** The 404's title and description, also on a page whose record was not found (it had the page's own). */
function useNotFoundHead(): void {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  useEffect(() => {
    writePageHead(locale, 'notFound');
    // The route effects of the root run after this one and write the path's own title: write it again after them.
    queueMicrotask(() => writePageHead(locale, 'notFound'));
  }, [locale]);
}

/** 404 (spec §2.1, §8): unknown routes, pages whose route parameters fail validation, records not found. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useNotFoundHead();
  return (
    <div className={`${plainClasses.container} ${classes.page}`} data-size="sm">
      <div className={classes.stack}>
        <p className={`${plainClasses.text} ${classes.code}`} aria-hidden>
          404
        </p>
        <PlainTitle order={1} data-testid="not-found-title">
          {t('errors.notFound.title')}
        </PlainTitle>
        <PlainText>{t('errors.notFound.text')}</PlainText>
        <PlainButtonLink to="/">{t('errors.backHome')}</PlainButtonLink>
      </div>
    </div>
  );
}
