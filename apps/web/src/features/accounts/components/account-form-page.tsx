import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountFormPageProps {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other session pages. */
  footer?: ReactNode;
}

/** The frame of the session pages: one h1, a short lead, the form in a card; narrow enough for a phone. */
export function AccountFormPage({ title, lead, children, footer }: AccountFormPageProps) {
  return (
    <Container size={460} px="md" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          {lead ? <Text>{lead}</Text> : null}
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
          {children}
        </Paper>
        {footer}
      </Stack>
    </Container>
  );
}
