import { Anchor, Group } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isBuilt } from '../lib/built-pages';
import classes from './record-links.module.css';

export interface RecordLink {
  to: string;
  label: string;
}

interface RecordLinksProps {
  links?: RecordLink[];
  /** The record's history page, if it has one. */
  history?: string | null;
  /** The name of the links' row. */
  label: string;
  historyLabel: string;
}

/** Other wiki pages of the same record and its history; only pages that exist. */
export function RecordLinks({ links, history, label, historyLabel }: RecordLinksProps) {
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
          {historyLabel}
        </Group>
      </Anchor>,
    );
  }
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label} className={classes.links}>
      {shown}
    </nav>
  );
}
