import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the organization pages: one h1, an optional lead, the content; phone-wide. */
export function OrganizationFrame({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {lead ? <Text>{lead}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
