import { PRODUCT_NAME } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { LinkList } from './link-list';

interface EnvironmentTodayProps {
  /** An environment whose own pages are still to come. */
  environment: 'community';
  /** Keys under `<environment>.today` (label `key`, description `keyText`) with the existing page they lead to. */
  links: readonly { key: string; to: string }[];
}

/** On the landing page of an environment still to come: the pages that already serve its climbers. */
export function EnvironmentToday({ environment, links }: EnvironmentTodayProps) {
  const { t } = useTranslation('landing');
  const product = PRODUCT_NAME;
  return (
    <ProseSection title={t('todayTitle')}>
      <LinkList
        links={links.map(({ key, to }) => ({
          to,
          label: t(`${environment}.today.${key}`, { product }),
          description: t(`${environment}.today.${key}Text`, { product }),
        }))}
      />
    </ProseSection>
  );
}
