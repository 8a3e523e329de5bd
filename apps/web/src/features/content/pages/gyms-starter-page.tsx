import { PRODUCT_NAME } from '@climb/contracts';
import {
  IconBuildingPlus,
  IconLayoutGrid,
  IconPhoto,
  IconPolygon,
  IconQrcode,
  IconRoute,
  IconSearch,
  IconTable,
  IconTrophy,
  IconUserPlus,
  IconUserShield,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { List, ListItem } from '../../../components/ui';
import { asStringList } from '../components/as-string-list';
import classes from '../components/content.module.css';
import { ContentPage } from '../components/content-page';
import { LinkList } from '../components/link-list';
import { StepList } from '../components/step-list';

const STEPS = [
  { key: 'account', icon: IconUserPlus },
  { key: 'find', icon: IconSearch },
  { key: 'create', icon: IconBuildingPlus },
  { key: 'claim', icon: IconUserShield },
  { key: 'images', icon: IconPhoto },
  { key: 'spaces', icon: IconLayoutGrid },
  { key: 'sectors', icon: IconPolygon },
  { key: 'routes', icon: IconRoute },
  { key: 'share', icon: IconQrcode },
  { key: 'setting', icon: IconTable },
  { key: 'contests', icon: IconTrophy },
] as const;

/** What is still to come for gym teams: named here, once. */
const LATER = ['contests'] as const;

/**
 * `/gyms/starter`: how a gym team describes its gym today and claims it, step by step, and what is still to come.
 */
export default function GymsStarterPage() {
  const { t } = useTranslation('gyms-starter');
  const product = PRODUCT_NAME;

  return (
    <ContentPage title={t('title')} lead={t('lead', { product })} accent="indoor">
      <ProseSection title={t('stepsTitle')}>
        <StepList
          steps={STEPS.map(({ key, icon }) => ({
            key,
            icon,
            title: t(`steps.${key}.title`),
            text: t(`steps.${key}.text`, { product }),
          }))}
        />
      </ProseSection>

      <ProseSection
        title={t('tips.title')}
        paragraphs={asStringList(t('tips.paragraphs', { returnObjects: true, product }))}
      />

      <ProseSection title={t('later.title')} paragraphs={[t('later.intro', { product })]}>
        <List spacing="xs" className={classes.measure} data-testid="still-to-come">
          {LATER.map((key) => (
            <ListItem key={key}>{t(`later.${key}`)}</ListItem>
          ))}
        </List>
      </ProseSection>

      <ProseSection title={t('links.title')}>
        <LinkList
          links={[
            { to: '/sign-up', label: t('links.signUp'), description: t('links.signUpText') },
            { to: '/indoor/search', label: t('links.search'), description: t('links.searchText') },
            { to: '/gyms/new', label: t('links.new'), description: t('links.newText') },
            { to: '/about/indoor', label: t('links.about', { product }), description: t('links.aboutText') },
          ]}
        />
      </ProseSection>
    </ContentPage>
  );
}
