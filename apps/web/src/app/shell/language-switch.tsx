import { LOCALES, type Locale } from '@climb/contracts';
import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalStore } from '../../stores/local-store';

/** Switches the interface language; the choice is kept in the `i18n_redirected` cookie (spec §9). */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const setLocale = useLocalStore((state) => state.setLocale);
  return (locale: Locale) => {
    setLocale(locale);
    void i18n.changeLanguage(locale);
  };
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const changeLanguage = useChangeLanguage();
  const current = (i18n.resolvedLanguage ?? 'fr') as Locale;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          data-testid="language-switch"
        >
          <VisuallyHidden>{t('language.choose')} : </VisuallyHidden>
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => changeLanguage(locale)}
            aria-current={locale === current ? 'true' : undefined}
            fw={locale === current ? 700 : undefined}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
