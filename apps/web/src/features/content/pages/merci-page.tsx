import { PRODUCT_NAME } from '@climb/contracts';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../../../components/paragraphs';
import { ProseSection } from '../../../components/prose-section';
import { Group, ThemeIcon } from '../../../components/ui';
import classes from '../components/content.module.css';
import { ContentPage } from '../components/content-page';
import { LinkList } from '../components/link-list';

/** The thank-you page a supporter lands on after a payment. */
export default function MerciPage() {
  const { t } = useTranslation('support');
  const product = PRODUCT_NAME;

  return (
    <ContentPage title={t('merci.title')} lead={t('merci.lead', { product })}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" color="community" radius="xl" className={classes.icon56} aria-hidden>
          <IconHeartHandshake size={32} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <div>
          <Paragraphs items={[t('merci.text')]} />
        </div>
      </Group>

      <ProseSection title={t('merci.nextTitle')}>
        <LinkList
          links={[
            { to: '/new', label: t('merci.next.new'), description: t('merci.next.newText') },
            { to: '/support-us', label: t('merci.next.support'), description: t('merci.next.supportText') },
            { to: '/', label: t('merci.next.home'), description: t('merci.next.homeText') },
          ]}
        />
      </ProseSection>
    </ContentPage>
  );
}
