import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, Text } from '../../../../components/ui';
import buttons from './buttons.module.css';

interface PageNavProps {
  page: number;
  total: number;
  perPage: number;
  onPage(page: number): void;
}

/** Previous / next under a paged list, with where the climber is in it. Big targets for thumbs. */
export function PageNav({ page, total, perPage, onPage }: PageNavProps) {
  const { t } = useTranslation('discover');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('pages.label')} justify="space-between" wrap="nowrap" gap="xs">
      <PlainButton
        variant="default"
        className={buttons.thumb}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        leftSection={<IconChevronLeft size={18} aria-hidden />}
      >
        {t('pages.previous')}
      </PlainButton>
      <Text size="sm" ta="center">
        {t('pages.position', { page, pages })}
      </Text>
      <PlainButton
        variant="default"
        className={buttons.thumb}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        rightSection={<IconChevronRight size={18} aria-hidden />}
      >
        {t('pages.next')}
      </PlainButton>
    </Group>
  );
}
