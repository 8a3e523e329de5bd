import { KNOWN_DEVICE_COOKIE, LANGUAGE_COOKIE, PRODUCT_NAME, THEME_COOKIE } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { Code, List, ListItem, Table, Text } from '../../../components/ui';
import classes from './content.module.css';
import { ContentPage } from './content-page';
import type { LegalLanguage } from './legal-paths';
import { LegalRelated } from './legal-related';

const COOKIES = [
  { name: LANGUAGE_COOKIE, key: 'language' },
  { name: THEME_COOKIE, key: 'theme' },
  { name: KNOWN_DEVICE_COOKIE, key: 'knownDevice' },
] as const;

const STORAGE = [
  'session',
  'language',
  'theme',
  'environment',
  'geolocation',
  'contestTokens',
  'likes',
  'pendingAscents',
] as const;

const AUDIENCE = ['path', 'referrer', 'language'] as const;

/** Cookies, local storage and audience measurement, always in `lng` whatever the interface language. */
export function CookiesArticle({ lng }: { lng: LegalLanguage }) {
  const { t } = useTranslation('legal', { lng });

  return (
    <ContentPage lang={lng} title={t('cookies.title')} lead={t('cookies.lead', { product: PRODUCT_NAME })}>
      <Text size="sm">{t('updated')}</Text>
      <Text className={classes.measure}>{t('cookies.noBanner')}</Text>

      <ProseSection title={t('cookies.cookieSection.title')} paragraphs={[t('cookies.cookieSection.intro')]}>
        <Table verticalSpacing="sm" className={classes.bordered}>
          <thead>
            <tr>
              <th scope="col">{t('cookies.cookieSection.name')}</th>
              <th scope="col">{t('cookies.cookieSection.purpose')}</th>
              <th scope="col">{t('cookies.cookieSection.duration')}</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map(({ name, key }) => (
              <tr key={name}>
                <th scope="row" className={classes.rowHeader}>
                  <Code>{name}</Code>
                </th>
                <td>{t(`cookies.cookieSection.${key}`)}</td>
                <td>{t('cookies.cookieSection.days')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ProseSection>

      <ProseSection title={t('cookies.storageSection.title')} paragraphs={[t('cookies.storageSection.intro')]}>
        <List spacing="xs">
          {STORAGE.map((key) => (
            <ListItem key={key}>{t(`cookies.storageSection.${key}`)}</ListItem>
          ))}
        </List>
      </ProseSection>

      <ProseSection title={t('cookies.cacheSection.title')} paragraphs={[t('cookies.cacheSection.text')]} />

      <ProseSection title={t('cookies.audienceSection.title')} paragraphs={[t('cookies.audienceSection.intro')]}>
        <List spacing="xs">
          {AUDIENCE.map((key) => (
            <ListItem key={key}>{t(`cookies.audienceSection.${key}`)}</ListItem>
          ))}
        </List>
        <Text className={classes.measure}>{t('cookies.audienceSection.outro')}</Text>
      </ProseSection>

      <ProseSection title={t('cookies.controlSection.title')} paragraphs={[t('cookies.controlSection.text')]} />

      <LegalRelated lng={lng} page="cookies" t={t} otherLanguageLabel={t('cookies.otherLanguage')} />
    </ContentPage>
  );
}
