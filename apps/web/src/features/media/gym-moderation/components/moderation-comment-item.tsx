import type { ModeratedComment } from '@climb/contracts';
import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../../components/plain-ui';
import { Anchor, Group, Text } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { CommentForm } from '../../comments/components/comment-form';
import { LinkedText } from '../../comments/components/linked-text';
import { answerAsGym, setCommentHidden } from '../gym-moderation.api';
import { GYM_MODERATION_NAMESPACE } from '../gym-moderation-texts';
import { HiddenBadge } from './hidden-badge';
import classes from './moderation.module.css';
import { VisibilityToggle } from './visibility-toggle';

/**
 * One comment of the gym's records as its team moderates it: its record (a link to its page), author, date and words,
 * whether it is hidden and by whom; hide or show it, and answer it on behalf of the gym.
 */
export function ModerationCommentItem({ comment, superAdmin }: { comment: ModeratedComment; superAdmin: boolean }) {
  const { t } = useTranslation(GYM_MODERATION_NAMESPACE);
  const { dateTime } = useFormatters();
  const [answering, setAnswering] = useState(false);
  return (
    <li className={classes.item} data-testid={`moderation-comment-${comment.id}`}>
      <Group gap="xs" align="baseline">
        <Anchor to={comment.target.path} underline="always" fw={600} data-testid="moderation-record">
          {comment.target.name}
        </Anchor>
        {comment.thread_id === null ? null : (
          <Text span size="sm" c="dimmed">
            {t('comment.reply')}
          </Text>
        )}
      </Group>
      {/* Who it reads as written by: the gym's team (on its behalf), its author, or a former member. */}
      <Group gap="xs" align="baseline">
        <Text span fw={600} data-testid="moderation-author">
          {comment.gym_team
            ? t('comment.team', { name: comment.gym_team.name })
            : (comment.user?.name ?? t('comment.formerMember'))}
        </Text>
        <Text span size="sm" c="dimmed">
          <time dateTime={comment.created_at}>{dateTime(comment.created_at)}</time>
        </Text>
        {comment.hidden ? <HiddenBadge hiddenBy={comment.hidden_by} /> : null}
      </Group>
      <div className={classes.body}>
        <LinkedText text={comment.body} testId="moderation-body" />
      </div>
      <Group gap="xs">
        <VisibilityToggle
          id={comment.id}
          hidden={comment.hidden}
          hiddenBy={comment.hidden_by}
          superAdmin={superAdmin}
          kind="comment"
          toggle={(hidden) => setCommentHidden(comment.id, hidden)}
        />
        {answering ? null : (
          <PlainButton
            variant="default"
            leftSection={<IconMessageReply size={16} aria-hidden />}
            onClick={() => setAnswering(true)}
            data-testid={`moderation-answer-${comment.id}`}
          >
            {t('comment.answer')}
          </PlainButton>
        )}
      </Group>
      {answering ? (
        <CommentForm
          submit={(body) => answerAsGym(comment, body)}
          label={t('comment.answerLabel')}
          submitLabel={t('comment.answerSubmit')}
          successMessage={t('comment.answered')}
          onSuccess={() => setAnswering(false)}
          cancel={{ onCancel: () => setAnswering(false) }}
          autoFocus
          testId={`moderation-answer-form-${comment.id}`}
        />
      ) : null}
    </li>
  );
}
