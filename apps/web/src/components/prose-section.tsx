import { Box, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Paragraphs } from './paragraphs';

interface ProseSectionProps {
  title: ReactNode;
  /** Plain paragraphs, shown before the children. */
  paragraphs?: string[];
  children?: ReactNode;
}

/** A level-2 section of a content page. */
export function ProseSection({ title, paragraphs, children }: ProseSectionProps) {
  return (
    <Box component="section">
      <Stack gap="sm">
        <Title order={2}>{title}</Title>
        {paragraphs ? <Paragraphs items={paragraphs} /> : null}
        {children}
      </Stack>
    </Box>
  );
}
