import type { Locale } from '@climb/contracts';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../platform/session/session';
import { PlainButton } from './plain-ui';

/**
 * Switches the interface language: kept in the `i18n_redirected` cookie (spec §9) and, for a
 * signed-in climber, saved as the profile's language.
 */
export function useChangeLanguage() {
  return (locale: Locale) => void chooseLanguage(locale);
}

/** With two languages, one button offers the other one, named in its own language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const changeLanguage = useChangeLanguage();
  const other: Locale = i18n.resolvedLanguage === 'en' ? 'fr' : 'en';
  return (
    <PlainButton
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => changeLanguage(other)}
      title={t('language.choose')}
      lang={other}
      data-testid="language-switch"
    >
      {t(`language.${other}`)}
    </PlainButton>
  );
}
