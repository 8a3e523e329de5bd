import { PRODUCT_NAME } from '@climb/contracts';
import {
  IconFlag,
  IconLayoutGrid,
  IconPalette,
  IconPrinter,
  IconRoute,
  IconTrophy,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { asStringList } from '../components/as-string-list';
import { ContentPage } from '../components/content-page';
import { LinkList } from '../components/link-list';
import { StepList } from '../components/step-list';

const STEPS = [
  { key: 'account', icon: IconUserPlus },
  { key: 'claim', icon: IconFlag },
  { key: 'team', icon: IconUsersGroup },
  { key: 'spaces', icon: IconLayoutGrid },
  { key: 'grades', icon: IconPalette },
  { key: 'routes', icon: IconRoute },
  { key: 'print', icon: IconPrinter },
  { key: 'contests', icon: IconTrophy },
] as const;

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
            text: t(`steps.${key}.text`),
          }))}
        />
      </ProseSection>

      <ProseSection title={t('tips.title')} paragraphs={asStringList(t('tips.paragraphs', { returnObjects: true }))} />

      <ProseSection title={t('links.title')}>
        <LinkList
          links={[
            { to: '/sign-up', label: t('links.signUp'), description: t('links.signUpText') },
            { to: '/about/indoor', label: t('links.about', { product }), description: t('links.aboutText') },
            { to: '/indoor', label: t('links.indoor'), description: t('links.indoorText') },
          ]}
        />
      </ProseSection>
    </ContentPage>
  );
}
