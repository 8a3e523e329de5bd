import { PRODUCT_NAME } from '@climb/contracts';
import { IconAlertTriangle, IconCode, IconHeart, IconLanguage, IconPencil, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/plain-ui';
import { ProseSection } from '../../../components/prose-section';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '../../../components/ui';
import { runtimeConfig } from '../../../lib/runtime-config';
import classes from '../components/content.module.css';
import { ContentPage } from '../components/content-page';
import { FeatureCard } from '../components/feature-card';

export default function SupportUsPage() {
  const { t } = useTranslation('support');
  const product = PRODUCT_NAME;
  // A payment link is configuration: without one, only the other ways are shown (docs/conventions.md).
  const configured = runtimeConfig.supportPaymentUrl;
  const paymentUrl = configured && /^https?:\/\//.test(configured) ? configured : null;

  return (
    <ContentPage title={t('supportUs.title')} lead={t('supportUs.lead', { product })}>
      <ProseSection title={t('supportUs.waysTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FeatureCard icon={IconPencil} color="outdoor" title={t('supportUs.ways.wiki.title')}>
            {t('supportUs.ways.wiki.text')}
          </FeatureCard>
          <FeatureCard icon={IconAlertTriangle} title={t('supportUs.ways.report.title')}>
            {t('supportUs.ways.report.text')}
          </FeatureCard>
          <FeatureCard icon={IconShare} color="community" title={t('supportUs.ways.share.title')}>
            <Stack gap="xs" align="flex-start">
              <Text>{t('supportUs.ways.share.text', { product })}</Text>
              <Anchor to="/gyms/starter" fw={600}>
                {t('supportUs.gymsLink')}
              </Anchor>
            </Stack>
          </FeatureCard>
          <FeatureCard icon={IconLanguage} title={t('supportUs.ways.translate.title')}>
            {t('supportUs.ways.translate.text')}
          </FeatureCard>
          <FeatureCard icon={IconCode} title={t('supportUs.ways.build.title')}>
            <Stack gap="xs" align="flex-start">
              <Text>{t('supportUs.ways.build.text')}</Text>
              <Anchor to="/api-and-developers" fw={600}>
                {t('supportUs.apiLink')}
              </Anchor>
            </Stack>
          </FeatureCard>
        </SimpleGrid>
      </ProseSection>

      {paymentUrl ? (
        <Card component="section" withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2}>{t('supportUs.donate.title')}</Title>
            <Text className={classes.measure}>{t('supportUs.donate.text', { product })}</Text>
            {/* An address of another site: the router lets the browser follow it. */}
            <PlainButtonLink to={paymentUrl} size="md" leftSection={<IconHeart size={18} aria-hidden />}>
              {t('supportUs.donate.button')}
            </PlainButtonLink>
            <Text size="sm">{t('supportUs.donate.note', { product })}</Text>
          </Stack>
        </Card>
      ) : null}
    </ContentPage>
  );
}
