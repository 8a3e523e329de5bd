import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A link to another site, or to a path the server answers itself (the API reference): a plain `<a>`. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor component="a" href={href}>
      {children}
    </Anchor>
  );
}
