import { Box, Container, type MantineSize, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ContentPageProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Environment colour (a theme colour name) drawn as a bar beside the header. */
  accent?: 'outdoor' | 'indoor' | 'community';
  /** Set when the text keeps one language whatever the interface language (legal pages). */
  lang?: 'fr' | 'en';
  size?: MantineSize;
  children: ReactNode;
}

/** The frame of every content page: one h1, an optional lead paragraph, then the sections. */
export function ContentPage({ title, lead, accent, lang, size = 'md', children }: ContentPageProps) {
  return (
    <Container size={size} py="xl">
      <Box component="article" lang={lang}>
        <Stack gap="xl">
          <Box
            component="header"
            pl={accent ? 'md' : undefined}
            style={accent ? { borderInlineStart: `6px solid var(--mantine-color-${accent}-6)` } : undefined}
          >
            <Stack gap="sm">
              <Title order={1}>{title}</Title>
              {lead ? (
                <Text size="lg" maw="44rem">
                  {lead}
                </Text>
              ) : null}
            </Stack>
          </Box>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
