import { Anchor, Group } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBuilt } from '../../../../lib/built-pages';

export interface RecordLink {
  to: string;
  label: string;
}

/** Other wiki pages of the same record (its map editor, its areas, its history); only built pages. */
export function RecordLinks({ links, history }: { links?: RecordLink[]; history?: string }) {
  const { t } = useTranslation('contribute');
  const shown: ReactNode[] = (links ?? [])
    .filter((link) => isBuilt(link.to))
    .map((link) => (
      <Anchor key={link.to} component={Link} to={link.to} size="sm" py={10}>
        {link.label}
      </Anchor>
    ));
  if (history && isBuilt(history)) {
    shown.push(
      <Anchor key={history} component={Link} to={history} size="sm" py={10}>
        <Group component="span" gap={4} wrap="nowrap">
          <IconHistory size={16} aria-hidden />
          {t('links.history')}
        </Group>
      </Anchor>,
    );
  }
  if (shown.length === 0) return null;
  return (
    <Group component="nav" aria-label={t('links.label')} gap={0} style={{ columnGap: 'var(--mantine-spacing-lg)' }}>
      {shown}
    </Group>
  );
}
