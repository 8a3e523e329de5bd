import type { CommentWithThread } from '@climb/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordContainer, RecordFrame, RecordSkeleton } from '../../../../climbing/record-frame';
import { Loaded, notFound } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import { Anchor, Group } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useMediaHead } from '../../shared/use-media-head';
import { commentQuery, useComment } from '../api/comments.api';
import { CommentThread } from '../components/comment-thread';
import classes from '../components/comments.module.css';
import { commentPageHead } from '../lib/comment-head';
import { commentParams } from '../lib/comment-params';
import { COMMENTS_NAMESPACE } from '../lib/comment-texts';

function CommentDetails({ comment }: { comment: CommentWithThread }) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  useMediaHead((locale) => commentPageHead(locale, comment));
  const { target, thread } = comment;
  // Removing this comment, or its thread's first one (which may take the thread), leaves for the record.
  const leaveAfterDelete = (deleted: { id: number }) =>
    deleted.id === comment.id || deleted.id === thread.id ? { to: target.path, left: [comment.id, thread.id] } : null;
  return (
    <RecordFrame
      above={
        <Anchor to={target.path} size="sm" data-testid="comment-record">
          <Group component="span" gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {target.name}
          </Group>
        </Anchor>
      }
      title={t('page.title', { name: target.name })}
    >
      <Section title={t('page.thread')} testId="comment-page-thread">
        <ul className={classes.threads}>
          <CommentThread
            thread={thread}
            currentId={comment.id}
            linkAllReplies={false}
            leaveAfterDelete={leaveAfterDelete}
          />
        </ul>
      </Section>
      <Anchor to={target.path} data-testid="comment-discussion">
        {t('page.discussion', { name: target.name })}
      </Anchor>
    </RecordFrame>
  );
}

/**
 * `/comments/{id}`: a comment in its whole thread (its first comment and every reply), with its record named and the
 * way back to it; where a notification leads. A comment removed, hidden from this climber or unknown is not found.
 */
function CommentPage() {
  const { commentId } = parseRouteParams(commentParams, useParams());
  const comment = useComment(commentId);
  return (
    <Loaded query={comment} placeholder={<RecordSkeleton top="place" />} frame={RecordContainer}>
      {(found) => {
        if (found.deleted) throw notFound();
        return <CommentDetails comment={found} />;
      }}
    </Loaded>
  );
}

export default withQueries(CommentPage);

/** What the server renders the comment's page with (docs/decisions/022). */
export const pageData: PageData = ({ params, fetch }) => {
  const { commentId } = parseRouteParams(commentParams, params);
  return fetch(commentQuery(commentId));
};
