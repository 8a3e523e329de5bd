import { KNOWN_DEVICE_COOKIE, LANGUAGE_COOKIE, PRODUCT_NAME, THEME_COOKIE } from '@climb/contracts';
import { Code, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
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
      <Text maw="44rem">{t('cookies.noBanner')}</Text>

      <ProseSection title={t('cookies.cookieSection.title')} paragraphs={[t('cookies.cookieSection.intro')]}>
        <Table withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('cookies.cookieSection.name')}</Table.Th>
              <Table.Th scope="col">{t('cookies.cookieSection.purpose')}</Table.Th>
              <Table.Th scope="col">{t('cookies.cookieSection.duration')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COOKIES.map(({ name, key }) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" fw={400}>
                  <Code>{name}</Code>
                </Table.Th>
                <Table.Td>{t(`cookies.cookieSection.${key}`)}</Table.Td>
                <Table.Td>{t('cookies.cookieSection.days')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ProseSection>

      <ProseSection title={t('cookies.storageSection.title')} paragraphs={[t('cookies.storageSection.intro')]}>
        <List spacing="xs">
          {STORAGE.map((key) => (
            <List.Item key={key}>{t(`cookies.storageSection.${key}`)}</List.Item>
          ))}
        </List>
      </ProseSection>

      <ProseSection title={t('cookies.cacheSection.title')} paragraphs={[t('cookies.cacheSection.text')]} />

      <ProseSection title={t('cookies.audienceSection.title')} paragraphs={[t('cookies.audienceSection.intro')]}>
        <List spacing="xs">
          {AUDIENCE.map((key) => (
            <List.Item key={key}>{t(`cookies.audienceSection.${key}`)}</List.Item>
          ))}
        </List>
        <Text maw="44rem">{t('cookies.audienceSection.outro')}</Text>
      </ProseSection>

      <ProseSection title={t('cookies.controlSection.title')} paragraphs={[t('cookies.controlSection.text')]} />

      <LegalRelated lng={lng} page="cookies" t={t} otherLanguageLabel={t('cookies.otherLanguage')} />
    </ContentPage>
  );
}
