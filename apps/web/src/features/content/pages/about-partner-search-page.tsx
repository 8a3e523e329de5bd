import {
  IconEye,
  IconEyeOff,
  IconMapPin,
  IconMessages,
  IconSearch,
  IconShieldCheck,
  IconToggleRight,
  IconUserCheck,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/plain-ui';
import { ProseSection } from '../../../components/prose-section';
import { List, ListItem, Text, ThemeIcon } from '../../../components/ui';
import { asStringList } from '../components/as-string-list';
import classes from '../components/content.module.css';
import { ContentPage } from '../components/content-page';
import { StepList } from '../components/step-list';

const STEPS = [
  { key: 'optIn', icon: IconToggleRight },
  { key: 'profile', icon: IconUserCheck },
  { key: 'places', icon: IconMapPin },
  { key: 'search', icon: IconSearch },
  { key: 'message', icon: IconMessages },
] as const;

const PRIVACY = [
  { key: 'visible', icon: IconEye },
  { key: 'hidden', icon: IconEyeOff },
  { key: 'off', icon: IconShieldCheck },
  { key: 'minors', icon: IconUserOff },
] as const;

export default function AboutPartnerSearchPage() {
  const { t } = useTranslation('about-partner-search');

  return (
    <ContentPage title={t('title')} lead={t('lead')} accent="community">
      <ProseSection title={t('how.title')}>
        <StepList
          steps={STEPS.map(({ key, icon }) => ({
            key,
            icon,
            title: t(`how.steps.${key}.title`),
            text: t(`how.steps.${key}.text`),
          }))}
        />
      </ProseSection>

      <ProseSection title={t('privacy.title')}>
        <List spacing="sm">
          {PRIVACY.map(({ key, icon: Icon }) => (
            <ListItem
              key={key}
              icon={
                <ThemeIcon color="community" variant="light" size="md" radius="xl" aria-hidden>
                  <Icon size={16} aria-hidden />
                </ThemeIcon>
              }
            >
              {t(`privacy.${key}`)}
            </ListItem>
          ))}
        </List>
      </ProseSection>

      <ProseSection
        title={t('safety.title')}
        paragraphs={asStringList(t('safety.paragraphs', { returnObjects: true }))}
      />

      <ProseSection title={t('community.title')}>
        <Text className={classes.measure}>{t('community.text')}</Text>
        <PlainButtonLink
          to="/community"
          variant="default"
          leftSection={<IconUsers size={18} aria-hidden />}
          className={classes.alignStart}
        >
          {t('community.link')}
        </PlainButtonLink>
      </ProseSection>
    </ContentPage>
  );
}
