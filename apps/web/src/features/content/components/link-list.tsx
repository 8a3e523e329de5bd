import { IconArrowRight } from '@tabler/icons-react';
import { Anchor, List, ListItem, Text, ThemeIcon } from '../../../components/ui';

export interface ContentLink {
  to: string;
  label: string;
  description?: string;
}

const ARROW = (
  <ThemeIcon variant="default" size="sm" radius="xl" aria-hidden>
    <IconArrowRight size={14} aria-hidden />
  </ThemeIcon>
);

/** A list of links to other pages of the app, each with an optional one-line description. */
export function LinkList({ links }: { links: ContentLink[] }) {
  return (
    <List type="none" spacing="sm">
      {links.map((link) => (
        <ListItem key={link.to} icon={ARROW}>
          <Anchor to={link.to} fw={600}>
            {link.label}
          </Anchor>
          {link.description ? <Text size="sm">{link.description}</Text> : null}
        </ListItem>
      ))}
    </List>
  );
}
