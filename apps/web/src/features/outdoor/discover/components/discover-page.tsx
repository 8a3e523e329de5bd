import { Container, type MantineSize, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DiscoverPageProps {
  title: ReactNode;
  lead?: ReactNode;
  size?: MantineSize;
  children: ReactNode;
}

/** The frame of the search and list pages: one h1, a lead paragraph, then the page's sections. */
export function DiscoverPage({ title, lead, size = 'md', children }: DiscoverPageProps) {
  return (
    <Container size={size} py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={6} component="header">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {lead ? (
            <Text size="md" maw="46rem">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
