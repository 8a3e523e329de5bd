import type { CommentableType } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '../../../../components/list-states';
import { PlainButton } from '../../../../components/plain-ui';
import { Section } from '../../../../components/section';
import { Alert, Group, Stack, Text } from '../../../../components/ui';
import { useHydrated } from '../../../../lib/hydration';
import { useSessionStore } from '../../../../lib/session-store';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';
import { createComment, useRecordThreads } from '../api/comments.api';
import { COMMENTS_NAMESPACE } from '../lib/comment-texts';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import classes from './comments.module.css';

/** Threads shown at first, and added by each "more". */
export const PART_THREADS = 10;

export interface CommentsPartProps {
  type: CommentableType;
  id: number;
  /** The level of its heading: 2 on a record's page, 3 inside a panel that has its own. */
  level?: 2 | 3;
}

/** The way to write: a climber's form, a visitor's invitation to sign in (nothing while the session is read). */
function NewComment({ type, id }: Pick<CommentsPartProps, 'type' | 'id'>) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const hydrated = useHydrated();
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  if (!hydrated || (!user && status === 'loading')) return null;
  if (!user) return <SignInInvitation text={t('part.signIn')} />;
  return (
    <CommentForm
      submit={(body) => createComment({ commentable_type: type, commentable_id: id, body })}
      label={t('form.label')}
      submitLabel={t('form.send')}
      successMessage={t('form.created')}
      onSuccess={() => {}}
    />
  );
}

/**
 * A record's discussion (or a photo's, a video's): its conversations, the newest first, a few more at each "more",
 * each with its first replies; the way to write, to reply in place, and for each comment what the climber may do.
 * It loads in the browser only, below the record: the record's page never waits for it, and its HTML holds none.
 */
export function CommentsPart({ type, id, level = 2 }: CommentsPartProps) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const threads = useRecordThreads(type, id, PART_THREADS);
  const pages = threads.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  return (
    <Section
      title={t('part.title')}
      order={level}
      aside={
        total > 0 ? (
          <Text size="sm" data-testid="comments-count">
            {t('part.count', { count: total })}
          </Text>
        ) : null
      }
      testId="comments"
    >
      <Stack gap="md">
        <NewComment type={type} id={id} />
        {threads.data ? null : threads.fetchStatus === 'paused' ? (
          <Alert color="gray" variant="light" data-testid="comments-offline">
            {t('part.offline')}
          </Alert>
        ) : threads.isError ? (
          <LoadError onRetry={() => void threads.refetch()} />
        ) : (
          <ListSkeleton rows={2} />
        )}
        {threads.data && total === 0 ? (
          <Text c="dimmed" data-testid="comments-empty">
            {t('part.empty')}
          </Text>
        ) : null}
        {items.length > 0 ? (
          <ul className={classes.threads} aria-label={t('part.list')} data-testid="comment-threads">
            {items.map((thread) => (
              <CommentThread key={thread.id} thread={thread} />
            ))}
          </ul>
        ) : null}
        {threads.hasNextPage ? (
          <Group>
            <PlainButton
              variant="default"
              onClick={() => void threads.fetchNextPage()}
              disabled={threads.isFetchingNextPage}
              aria-busy={threads.isFetchingNextPage || undefined}
              data-testid="comments-more"
            >
              {t('part.more')}
            </PlainButton>
          </Group>
        ) : null}
      </Stack>
    </Section>
  );
}

export default CommentsPart;
