import { Button, Group } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isBuilt } from '../../../../lib/built-pages';

export interface ContributeLink {
  label: string;
  to: string;
  Icon: TablerIcon;
}

/**
 * The wiki's ways in, shown to everyone: a visitor who follows one is invited to sign in there.
 * Only pages that exist are offered.
 */
export function ContributeLinks({ links }: { links: ContributeLink[] }) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="contribute-links">
      {links
        .filter((link) => isBuilt(link.to))
        .map(({ label, to, Icon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="default"
            size="sm"
            mih={44}
            leftSection={<Icon size={18} aria-hidden />}
          >
            {label}
          </Button>
        ))}
    </Group>
  );
}
