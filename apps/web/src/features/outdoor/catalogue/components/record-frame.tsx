import type { ReactNode } from 'react';
import { Stack, Text, Title } from '../../../../components/ui';
import classes from './record-frame.module.css';

interface RecordFrameProps {
  title: ReactNode;
  /** Above the title: the record's place (breadcrumb, town and department). */
  above?: ReactNode;
  /** Under the title: badges, a short lead. */
  below?: ReactNode;
  /** The record's child pages (overview, routes, map). */
  tabs?: ReactNode;
  children: ReactNode;
}

/** The width and margins of the catalogue's pages (Mantine's Container `md`), phone-wide first. */
export function RecordContainer({ children }: { children: ReactNode }) {
  return <div className={classes.container}>{children}</div>;
}

/** The frame of every catalogue page: one h1, its context, then sections; phone-wide first. */
export function RecordFrame({ title, above, below, tabs, children }: RecordFrameProps) {
  return (
    <RecordContainer>
      <Stack gap="lg">
        <Stack gap={6}>
          {above}
          <Title order={1} breakAnywhere>
            {title}
          </Title>
          {typeof below === 'string' ? <Text c="dimmed">{below}</Text> : below}
        </Stack>
        {tabs}
        {children}
      </Stack>
    </RecordContainer>
  );
}
