import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** The frame of every catalogue page: one h1, its context, then sections; phone-wide first. */
export function RecordFrame({ title, above, below, tabs, children }: RecordFrameProps) {
  return (
    <Container size="md" px="md" py="lg" w="100%">
      <Stack gap="lg">
        <Stack gap={6}>
          {above}
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {typeof below === 'string' ? <Text c="dimmed">{below}</Text> : below}
        </Stack>
        {tabs}
        {children}
      </Stack>
    </Container>
  );
}
