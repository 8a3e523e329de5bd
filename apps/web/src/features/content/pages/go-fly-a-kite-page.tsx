import { IconClock, IconCode, IconForms, IconHome, IconMail, IconNetwork } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/plain-ui';
import { ProseSection } from '../../../components/prose-section';
import { Group, List, ListItem, Text } from '../../../components/ui';
import { ContentPage } from '../components/content-page';

const STEPS = [
  { key: 'wait', icon: IconClock },
  { key: 'forms', icon: IconForms },
  { key: 'network', icon: IconNetwork },
  { key: 'contact', icon: IconMail },
] as const;

/** Where requests judged to come from abusive robots are sent (honeypot field or rate limit). */
export default function GoFlyAKitePage() {
  const { t } = useTranslation('errors-pages');

  return (
    <ContentPage title={t('goFlyAKite.title')} lead={t('goFlyAKite.lead')}>
      <ProseSection title={t('goFlyAKite.humanTitle')}>
        <List spacing="sm">
          {STEPS.map(({ key, icon: Icon }) => (
            <ListItem key={key} icon={<Icon size={20} stroke={1.6} aria-hidden />}>
              {t(`goFlyAKite.steps.${key}`)}
            </ListItem>
          ))}
        </List>
        <Group gap="sm">
          <PlainButtonLink to="/" variant="default" leftSection={<IconHome size={18} aria-hidden />}>
            {t('goFlyAKite.home')}
          </PlainButtonLink>
        </Group>
      </ProseSection>

      <ProseSection title={t('goFlyAKite.robotsTitle')} paragraphs={[t('goFlyAKite.robotsText')]}>
        <Group gap="sm">
          <PlainButtonLink to="/api-and-developers" leftSection={<IconCode size={18} aria-hidden />}>
            {t('goFlyAKite.api')}
          </PlainButtonLink>
        </Group>
      </ProseSection>

      <Text size="sm" fs="italic">
        {t('goFlyAKite.nameNote')}
      </Text>
    </ContentPage>
  );
}
