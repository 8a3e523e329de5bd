import { Anchor, List, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface ContentLink {
  to: string;
  label: string;
  description?: string;
}

/** A list of links to other pages of the app, each with an optional one-line description. */
export function LinkList({ links }: { links: ContentLink[] }) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon variant="default" size="sm" radius="xl" aria-hidden>
          <IconArrowRight size={14} aria-hidden />
        </ThemeIcon>
      }
    >
      {links.map((link) => (
        <List.Item key={link.to}>
          <Anchor component={Link} to={link.to} fw={600}>
            {link.label}
          </Anchor>
          {link.description ? <Text size="sm">{link.description}</Text> : null}
        </List.Item>
      ))}
    </List>
  );
}
