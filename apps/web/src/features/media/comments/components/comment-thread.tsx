import type { Comment, CommentThread as Thread } from '@climb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor } from '../../../../components/ui';
import { createComment } from '../api/comments.api';
import { commentPath } from '../lib/comment-paths';
import { COMMENTS_NAMESPACE } from '../lib/comment-texts';
import { CommentForm } from './comment-form';
import { CommentItem, type CommentItemProps } from './comment-item';
import classes from './comments.module.css';

export interface CommentThreadProps extends Pick<CommentItemProps, 'leaveAfterDelete'> {
  thread: Thread;
  /** The comment a page is about, marked in the thread. */
  currentId?: number;
  /** Whether "show all replies" leads to the thread's page (a discussion shows its first replies only). */
  linkAllReplies?: boolean;
}

/**
 * A conversation: its first comment, then its replies one level below, oldest first. A reply answers the first
 * comment or another reply, and always joins the thread: its form opens under the replies, naming whom it answers.
 * A thread with more replies than shown leads to its page, where they all are.
 */
export function CommentThread({ thread, currentId, linkAllReplies = true, leaveAfterDelete }: CommentThreadProps) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const [answering, setAnswering] = useState<Comment | null>(null);
  const item = (comment: Comment) => (
    <CommentItem
      comment={comment}
      current={comment.id === currentId}
      onReply={setAnswering}
      leaveAfterDelete={leaveAfterDelete}
    />
  );
  const authorName = thread.user?.name ?? t('comment.formerMember');
  const notShown = thread.replies_count - thread.replies.length;
  return (
    <li className={classes.thread} data-testid="comment-thread">
      {item(thread)}
      {thread.replies.length > 0 ? (
        <ul className={classes.replies} aria-label={t('comment.replies', { name: authorName })}>
          {thread.replies.map((reply) => (
            <li key={reply.id} data-testid="comment-reply-item">
              {item(reply)}
            </li>
          ))}
        </ul>
      ) : null}
      {linkAllReplies && notShown > 0 ? (
        <Anchor to={commentPath(thread.id)} size="sm" className={classes.replyForm} data-testid="comment-all-replies">
          {t('comment.allReplies', { count: thread.replies_count })}
        </Anchor>
      ) : null}
      {answering ? (
        <div className={classes.replyForm}>
          <CommentForm
            key={answering.id}
            submit={(body) =>
              createComment({
                commentable_type: thread.commentable_type,
                commentable_id: thread.commentable_id,
                body,
                reply_to_comment_id: answering.id,
              })
            }
            label={t('form.replyLabel', { name: answering.user?.name ?? t('comment.formerMember') })}
            submitLabel={t('form.reply')}
            successMessage={t('form.replied')}
            onSuccess={() => setAnswering(null)}
            cancel={{ onCancel: () => setAnswering(null) }}
            autoFocus
            testId="comment-reply-form"
          />
        </div>
      ) : null}
    </li>
  );
}
