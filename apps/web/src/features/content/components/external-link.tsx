import type { ReactNode } from 'react';
import { ExternalAnchor } from '../../../components/ui';

/**
 * A link to another site, or to a path the server answers itself (the API reference): a plain `<a>`, in the body's
 * size wherever it stands (a table's smaller text included).
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ExternalAnchor href={href} size="md">
      {children}
    </ExternalAnchor>
  );
}
