import { Code } from '@mantine/core';

/**
 * A block of code that wraps instead of scrolling, so it reads at 360 px wide and never
 * becomes a scrollable region a keyboard cannot reach.
 */
export function CodeSample({ children }: { children: string }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Code>
  );
}
