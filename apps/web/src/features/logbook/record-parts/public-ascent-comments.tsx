import type { PublicAscent } from '@climb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AscentStatusBadge } from '../../../climbing/ascent-status-badge';
import { useLogbookLabels } from '../../../climbing/logbook-labels';
import { cragRoutePath } from '../../../climbing/paths';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { PlainButton } from '../../../components/plain-ui';
import { Anchor, Group, Paper, Stack, Text } from '../../../components/ui';
import { useFormatters } from '../../../lib/use-formatters';
import { type PublicAscentOwner, usePublicAscents } from '../api/public-ascents.api';
import parts from './record-parts.module.css';

/** More comments at each tap, up to the API's page size. */
const MORE = 10;
const MAX_PER_PAGE = 100;

function CommentCard({ ascent, showRoute }: { ascent: PublicAscent; showRoute: boolean }) {
  const { t } = useTranslation('logbook');
  const { label } = useLogbookLabels();
  const { date } = useFormatters();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="public-comment">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Text size="sm" fw={700}>
            {ascent.user.name}
          </Text>
          <Text size="sm" c="dimmed">
            {date(ascent.released_at.slice(0, 10))}
          </Text>
        </Group>
        {showRoute ? (
          <Anchor to={cragRoutePath(ascent.crag_route)} size="sm" fw={600}>
            {ascent.crag_route.name}
          </Anchor>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <AscentStatusBadge status={ascent.ascent_status} />
          {ascent.note === null ? null : (
            <Text size="sm" c="dimmed">
              {t('comments.noteValue', { label: label('notes', ascent.note) })}
            </Text>
          )}
        </Group>
        {ascent.comment ? (
          <Text preWrap breakAnywhere>
            {ascent.comment}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The public comments of a route's ascents, or of a crag's (each naming its route), newest first:
 * climbers whose outdoor ascents are public; more at each tap.
 */
export function PublicAscentComments({
  owner,
  first,
  showRoute = false,
}: {
  owner: PublicAscentOwner;
  /** How many are shown at first. */
  first: number;
  showRoute?: boolean;
}) {
  const { t } = useTranslation('logbook');
  const [perPage, setPerPage] = useState(first);
  const comments = usePublicAscents(owner, { page: 1, per_page: perPage, commented: true });
  if (comments.isError && !comments.data) {
    return <LoadError message={t('comments.loadError')} onRetry={() => void comments.refetch()} />;
  }
  if (!comments.data) return <ListSkeleton rows={2} />;
  const { items, total } = comments.data;
  if (items.length === 0) return <Text data-testid="public-comments-empty">{t('comments.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" p={0} m={0} className={parts.list} data-testid="public-comments">
        {items.map((ascent) => (
          <li key={ascent.id}>
            <CommentCard ascent={ascent} showRoute={showRoute} />
          </li>
        ))}
      </Stack>
      {total > items.length && perPage < MAX_PER_PAGE ? (
        <PlainButton
          variant="default"
          className={`${parts.button} ${parts.tap} ${parts.start}`}
          disabled={comments.isFetching}
          data-loading={comments.isFetching || undefined}
          onClick={() => setPerPage((current) => Math.min(MAX_PER_PAGE, current + MORE))}
        >
          {t('comments.more')}
        </PlainButton>
      ) : null}
    </Stack>
  );
}
