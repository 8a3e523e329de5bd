import { VERSION_ITEM_TYPES } from '@climb/contracts';
import { Anchor, Group } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { versionsPath } from '../../../../climbing/paths';
import { isBuilt } from '../../../../lib/built-pages';
import { NAMESPACE } from '../forms/use-indoor-form';
import classes from './record-links.module.css';

export interface RecordLink {
  to: string;
  label: string;
}

/**
 * Other wiki pages of the same record (its images, its spaces) and its history, once the history pages know its
 * kind; only pages that exist.
 */
export function RecordLinks({ links, history }: { links?: RecordLink[]; history?: { type: string; id: number } }) {
  const { t } = useTranslation(NAMESPACE);
  const historyPath =
    history && (VERSION_ITEM_TYPES as readonly string[]).includes(history.type)
      ? versionsPath(history.type, history.id)
      : null;
  const shown: ReactNode[] = (links ?? [])
    .filter((link) => isBuilt(link.to))
    .map((link) => (
      <Anchor key={link.to} component={Link} to={link.to} size="sm" py={10}>
        {link.label}
      </Anchor>
    ));
  if (historyPath && isBuilt(historyPath)) {
    shown.push(
      <Anchor key={historyPath} component={Link} to={historyPath} size="sm" py={10}>
        <Group component="span" gap={4} wrap="nowrap">
          <IconHistory size={16} aria-hidden />
          {t('links.history')}
        </Group>
      </Anchor>,
    );
  }
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('links.label')} className={classes.links}>
      {shown}
    </nav>
  );
}
