import type { ReactNode } from 'react';
import { Paragraphs } from './paragraphs';
import { Stack, Title } from './ui';

interface ProseSectionProps {
  title: ReactNode;
  /** Plain paragraphs, shown before the children. */
  paragraphs?: string[];
  children?: ReactNode;
}

/** A level-2 section of a content page. */
export function ProseSection({ title, paragraphs, children }: ProseSectionProps) {
  return (
    <section>
      <Stack gap="sm">
        <Title order={2}>{title}</Title>
        {paragraphs ? <Paragraphs items={paragraphs} /> : null}
        {children}
      </Stack>
    </section>
  );
}
