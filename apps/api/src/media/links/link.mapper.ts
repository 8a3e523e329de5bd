import type { Link } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import { type DescribedTarget, toMediaTarget } from '../media-targets';
import type { LinkWithUploaderRow } from './link.repository';

/** The host a page shows beside a link's name: `camptocamp.org` for `https://www.camptocamp.org/…`. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

export function toLink(row: LinkWithUploaderRow, target: DescribedTarget): Link {
  return {
    id: row.id,
    linkable_type: row.linkable_type,
    linkable_id: row.linkable_id,
    target: toMediaTarget({ type: row.linkable_type, id: row.linkable_id }, target),
    name: row.name,
    url: row.url,
    host: hostOf(row.url),
    description: row.description,
    user: toContributor(row),
    hidden: row.hidden,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
