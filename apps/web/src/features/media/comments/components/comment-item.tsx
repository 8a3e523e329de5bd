import type { Comment } from '@climb/contracts';
import { IconArrowBackUp, IconEdit, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainButton } from '../../../../components/plain-ui';
import { Anchor, Badge, Group, Text } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { LikeButton } from '../../likes/like-button';
import { ReportLink } from '../../reports/report-link';
import { ConfirmDelete } from '../../shared/confirm-delete';
import { deleteComment, moderateComment, updateComment } from '../api/comments.api';
import { useCommentPermissions } from '../lib/comment-permissions';
import { COMMENTS_NAMESPACE } from '../lib/comment-texts';
import { CommentForm } from './comment-form';
import classes from './comments.module.css';
import { LinkedText } from './linked-text';

export interface CommentItemProps {
  comment: Comment;
  /** The comment a page is about, marked in its thread. */
  current?: boolean;
  /** Opens the reply form of the thread, answering this comment. */
  onReply?: (comment: Comment) => void;
  /**
   * After a removal, where to go when the page cannot stay (a comment's own page without its comment), and the
   * comments whose pages are left; null to stay and see the discussion again.
   */
  leaveAfterDelete?: (comment: Comment) => { to: string; left: number[] } | null;
}

/** Hiding a comment from everyone but its author, or showing it again: a site administrator's. */
function ModerateButton({ comment }: { comment: Comment }) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const alerts = useAlerts();
  const hide = !comment.hidden;
  const mutation = useMutation({
    mutationFn: () => moderateComment(comment.id, { hidden: hide }),
    onSuccess: () => alerts.success(t(hide ? 'comment.hiddenDone' : 'comment.shownDone')),
    onError: (error) => alerts.apiError(error),
  });
  const Icon = hide ? IconEyeOff : IconEye;
  return (
    <PlainButton
      variant="default"
      leftSection={<Icon size={16} aria-hidden />}
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
      aria-busy={mutation.isPending || undefined}
      data-testid="comment-moderate"
    >
      {t(hide ? 'comment.hide' : 'comment.show')}
    </PlainButton>
  );
}

/**
 * One comment: who wrote it and when, whom it answers, its words (line breaks kept, addresses linked), and what the
 * climber may do with it (like, reply, change, remove, hide, report). A removed comment that others answered stays,
 * without words nor author, so the thread still reads; a hidden one shows to its author marked so.
 */
export function CommentItem({ comment, current = false, onReply, leaveAfterDelete }: CommentItemProps) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const { day } = useFormatters();
  const navigate = useNavigate();
  const may = useCommentPermissions(comment);
  const [editing, setEditing] = useState(false);
  const answersReply = comment.thread_id !== null && comment.reply_to_comment_id !== comment.thread_id;
  const className = current ? `${classes.comment} ${classes.current}` : classes.comment;
  if (comment.deleted) {
    return (
      <article className={className} data-testid="comment" data-comment-id={comment.id}>
        <Text c="dimmed" fs="italic" data-testid="comment-deleted">
          {t('comment.deleted')}
        </Text>
      </article>
    );
  }
  const leaving = () => leaveAfterDelete?.(comment) ?? null;
  return (
    <article className={className} data-testid="comment" data-comment-id={comment.id}>
      <Group gap="xs" align="baseline">
        {comment.gym_team ? (
          // Written on behalf of the gym: signed by its team, never by its writer.
          <Anchor to={comment.gym_team.path} underline="always" fw={600} data-testid="comment-author">
            {t('comment.team', { name: comment.gym_team.name })}
          </Anchor>
        ) : (
          <Text span fw={600} data-testid="comment-author">
            {comment.user?.name ?? t('comment.formerMember')}
          </Text>
        )}
        <Text span size="sm" c="dimmed">
          <time dateTime={comment.created_at}>{t('comment.posted', { date: day(comment.created_at) })}</time>
        </Text>
        {comment.hidden ? (
          <Badge
            color="yellow"
            variant="light"
            keepCase
            leftSection={<IconEyeOff size={12} aria-hidden />}
            data-testid="comment-hidden"
          >
            {t('comment.hidden')}
          </Badge>
        ) : null}
      </Group>
      {answersReply ? (
        <Text size="sm" c="dimmed" data-testid="comment-reply-to">
          {comment.reply_to_user
            ? t('comment.inReplyTo', { name: comment.reply_to_user.name })
            : t('comment.inReplyToFormer')}
        </Text>
      ) : null}
      {editing ? (
        <CommentForm
          initialBody={comment.body}
          submit={(body) => updateComment(comment.id, { body })}
          label={t('form.label')}
          submitLabel={t('form.save')}
          successMessage={t('form.saved')}
          onSuccess={() => setEditing(false)}
          cancel={{ onCancel: () => setEditing(false) }}
          autoFocus
          testId="comment-edit-form"
        />
      ) : (
        <LinkedText text={comment.body} testId="comment-body-text" />
      )}
      <Group gap="xs" data-testid="comment-actions">
        <LikeButton type="comments" id={comment.id} count={comment.likes_count} />
        {may.reply && onReply ? (
          <PlainButton
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => onReply(comment)}
            data-testid="comment-reply"
          >
            {t('comment.reply')}
          </PlainButton>
        ) : null}
        {may.edit && !editing ? (
          <PlainButton
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => setEditing(true)}
            data-testid="comment-edit"
          >
            {t('comment.edit')}
          </PlainButton>
        ) : null}
        {may.remove ? (
          <ConfirmDelete
            size="compact"
            label={t('comment.delete')}
            confirmText={t('comment.deleteConfirm')}
            deletedMessage={t('comment.deletedDone')}
            testId="comment-delete"
            onDelete={() => deleteComment(comment.id, leaving()?.left)}
            onDeleted={() => {
              const leave = leaving();
              if (leave) navigate(leave.to);
            }}
          />
        ) : null}
        {may.moderate ? <ModerateButton comment={comment} /> : null}
        {may.report ? <ReportLink type="comments" id={comment.id} /> : null}
      </Group>
    </article>
  );
}
