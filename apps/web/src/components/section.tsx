import { type ReactNode, Suspense, useId } from 'react';
import { Group, Stack, Title } from './ui';

interface SectionProps {
  title: ReactNode;
  /** Heading level: 2 under the page title, 3 inside a section. */
  order?: 2 | 3;
  /** Next to the heading: a count, a link. */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * A titled part of a record page, labelled by its heading for screen readers. Its content is a boundary of
 * its own: a page rendered on the server hydrates section by section, yielding to the browser in between,
 * and a part that loads late holds up its section only.
 */
export function Section({ title, order = 2, aside, children, testId }: SectionProps) {
  const id = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={id} data-testid={testId}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      <Suspense fallback={null}>{children}</Suspense>
    </Stack>
  );
}
