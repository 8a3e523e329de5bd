import type { ReactNode } from 'react';
import classes from './discover-frame.module.css';
import { Stack, Text, Title } from './ui';

interface DiscoverFrameProps {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the search and list pages: one h1, a lead paragraph, then the page's sections. */
export function DiscoverFrame({ title, lead, children }: DiscoverFrameProps) {
  return (
    <Stack gap="lg" className={classes.page}>
      <Stack gap={6} component="header">
        <Title order={1} breakAnywhere>
          {title}
        </Title>
        {lead ? <Text className={classes.lead}>{lead}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
