import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './pager.module.css';
import { PlainButtonLink } from './plain-ui';
import { Group, Text } from './ui';

interface PagerProps {
  page: number;
  /** Known page count; without it, `hasNext` tells whether a next page may exist. */
  pages?: number;
  hasNext?: boolean;
  hrefOf(page: number): string;
  /** Words of the two buttons, "Previous" and "Next" by default. */
  previousLabel?: string;
  nextLabel?: string;
}

/** Previous and next pages of a list as links (the page lives in the address), thumb-sized. */
export function Pager({ page, pages, hasNext, hrefOf, previousLabel, nextLabel }: PagerProps) {
  const { t } = useTranslation('common');
  const next = pages === undefined ? Boolean(hasNext) : page < pages;
  if (page <= 1 && !next) return null;
  // An empty box keeps "next" on the right when there is no "previous", and the other way round.
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="space-between" gap="xs" wrap="nowrap">
      {page > 1 ? (
        <PlainButtonLink
          to={hrefOf(page - 1)}
          variant="default"
          className={classes.button}
          leftSection={<IconChevronLeft size={18} aria-hidden />}
          data-testid="pager-previous"
        >
          {previousLabel ?? t('pager.previous')}
        </PlainButtonLink>
      ) : (
        <div />
      )}
      <Text size="sm" ta="center">
        {pages === undefined ? t('pager.page', { page }) : t('pager.pageOf', { page, pages })}
      </Text>
      {next ? (
        <PlainButtonLink
          to={hrefOf(page + 1)}
          variant="default"
          className={classes.button}
          rightSection={<IconChevronRight size={18} aria-hidden />}
          data-testid="pager-next"
        >
          {nextLabel ?? t('pager.next')}
        </PlainButtonLink>
      ) : (
        <div />
      )}
    </Group>
  );
}
