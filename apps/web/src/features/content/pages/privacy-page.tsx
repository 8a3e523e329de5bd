import { PRODUCT_NAME } from '@climb/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { Anchor, List, ListItem, Stack, Text } from '../../../components/ui';
import classes from '../components/content.module.css';
import { ContentPage } from '../components/content-page';
import { DescribedItem } from '../components/described-item';
import { legalPathsFor } from '../components/legal-paths';

const CATEGORIES = ['account', 'logbook', 'messages', 'partner', 'location', 'contests', 'audience', 'logs'] as const;
const SUMMARY = ['minimal', 'noSale', 'noTracking', 'control'] as const;
const NEVER = ['sale', 'ads', 'thirdParties'] as const;
const LEGAL_BASES = ['contract', 'consent', 'interest'] as const;
const RIGHTS = ['access', 'rectification', 'deletion', 'portability', 'objection'] as const;

export default function PrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  const product = PRODUCT_NAME;
  const legal = legalPathsFor(i18n.language);

  return (
    <ContentPage title={t('title')} lead={t('lead', { product })}>
      <Text size="sm">{t('updated')}</Text>

      <ProseSection title={t('summary.title')}>
        <List spacing="xs">
          {SUMMARY.map((key) => (
            <ListItem key={key}>{t(`summary.${key}`)}</ListItem>
          ))}
        </List>
      </ProseSection>

      <ProseSection title={t('controller.title')} paragraphs={[t('controller.text', { product })]} />

      <ProseSection title={t('data.title')}>
        <Stack gap="md">
          {CATEGORIES.map((key) => (
            <DescribedItem
              key={key}
              title={t(`data.${key}.title`)}
              rows={[
                { label: t('data.what'), value: t(`data.${key}.what`) },
                { label: t('data.why'), value: t(`data.${key}.why`) },
                { label: t('data.howLong'), value: t(`data.${key}.howLong`) },
              ]}
            />
          ))}
        </Stack>
      </ProseSection>

      <ProseSection title={t('never.title')}>
        <List spacing="xs">
          {NEVER.map((key) => (
            <ListItem key={key}>{t(`never.${key}`)}</ListItem>
          ))}
        </List>
      </ProseSection>

      <ProseSection title={t('legalBases.title')}>
        <List spacing="xs">
          {LEGAL_BASES.map((key) => (
            <ListItem key={key}>{t(`legalBases.${key}`)}</ListItem>
          ))}
        </List>
      </ProseSection>

      <ProseSection title={t('rights.title')}>
        <Text>{t('rights.intro')}</Text>
        <List spacing="xs">
          {RIGHTS.map((key) => (
            <ListItem key={key}>{t(`rights.${key}`)}</ListItem>
          ))}
        </List>
        <Text className={classes.measure}>{t('rights.complaint')}</Text>
      </ProseSection>

      <ProseSection title={t('cookies.title')}>
        <Text className={classes.measure}>
          <Trans
            t={t}
            i18nKey="cookies.text"
            values={{ product }}
            components={{ anchor: <Anchor to={legal.cookies} underline="always" /> }}
          />
        </Text>
      </ProseSection>

      <ProseSection title={t('contact.title')} paragraphs={[t('contact.text')]} />

      <ProseSection title={t('changes.title')}>
        <Text className={classes.measure}>
          <Trans t={t} i18nKey="changes.text" components={{ anchor: <Anchor to="/new" underline="always" /> }} />
        </Text>
      </ProseSection>
    </ContentPage>
  );
}
