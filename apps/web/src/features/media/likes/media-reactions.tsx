import type { Contributor } from '@climb/contracts';
import { Group } from '../../../components/ui';
import { ReportLink } from '../reports/report-link';
import { useMayEdit } from '../shared/media-permissions';
import { LikeButton } from './like-button';

/**
 * A photo's or a video's like button and its report link. Neither its author nor a site administrator (who may
 * remove it outright) is offered to report it.
 */
export function MediaReactions({
  type,
  id,
  count,
  author,
  size,
}: {
  type: 'photos' | 'videos';
  id: number;
  count: number;
  author: Contributor | null;
  size?: 'xs' | 'sm';
}) {
  const mayEdit = useMayEdit(author);
  return (
    <Group gap="md" align="center" data-testid="media-reactions">
      <LikeButton type={type} id={id} count={count} size={size} />
      {mayEdit ? null : <ReportLink type={type} id={id} />}
    </Group>
  );
}
