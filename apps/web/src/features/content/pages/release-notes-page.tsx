import { PRODUCT_NAME } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Card, List, ListItem, Stack, Text, ThemeIcon, Title } from '../../../components/ui';
import { ContentPage } from '../components/content-page';
import { RELEASES } from '../data/releases';

/** A release date in the reader's language: "23 novembre 2026", "23 November 2026". */
function formatDate(isoDate: string, language: string): string {
  const locale = language.startsWith('en') ? 'en-GB' : 'fr-FR';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export default function ReleaseNotesPage() {
  const { t, i18n } = useTranslation('release-notes');
  const product = PRODUCT_NAME;

  return (
    <ContentPage title={t('title')} lead={t('lead', { product })}>
      {RELEASES.map((release) => (
        <Card key={release.version} component="section" withBorder radius="md" p="lg">
          <Stack gap="md">
            <div>
              <Title order={2}>
                {t('releaseTitle', { version: release.version, date: formatDate(release.date, i18n.language) })}
              </Title>
              <Text mt="xs">{t(`releases.${release.key}.summary`)}</Text>
            </div>
            <List spacing="md">
              {release.items.map(({ key, icon: Icon }) => (
                <ListItem
                  key={key}
                  icon={
                    <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                      <Icon size={20} stroke={1.6} aria-hidden />
                    </ThemeIcon>
                  }
                >
                  <Text fw={700}>{t(`releases.${release.key}.items.${key}.title`)}</Text>
                  <Text>{t(`releases.${release.key}.items.${key}.text`, { product })}</Text>
                </ListItem>
              ))}
            </List>
          </Stack>
        </Card>
      ))}
    </ContentPage>
  );
}
