import { COMMENTABLE_TYPES } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DelayedLoader } from '../../../../components/delayed-loader';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { oneOfParam, paramsParser, parseRouteParams, recordIdParam } from '../../../../lib/route-params';
import { useSessionStore } from '../../../../lib/session-store';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';
import { type CommentableRecord, createComment, useCommentable } from '../api/comments.api';
import { CommentForm } from '../components/comment-form';
import { commentPath } from '../lib/comment-paths';
import { COMMENTS_NAMESPACE } from '../lib/comment-texts';

// A kind of record that takes no comments (`/comments/boats/1/new`) or an id that is none answers the 404 page.
const commentNewParams = paramsParser({
  commentableType: oneOfParam(COMMENTABLE_TYPES),
  commentableId: recordIdParam,
});

/** A climber's form; one whose session ended on the page is invited to sign in and come back. */
function NewCommentForm({ record }: { record: CommentableRecord }) {
  const { t } = useTranslation([COMMENTS_NAMESPACE, 'common']);
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  if (!user) {
    if (status === 'loading') return <DelayedLoader label={t('common:loading')} />;
    return <SignInInvitation text={t('newPage.signIn')} />;
  }
  return (
    <CommentForm
      submit={(body) => createComment({ commentable_type: record.type, commentable_id: record.id, body })}
      label={t('form.label')}
      submitLabel={t('form.send')}
      successMessage={t('form.created')}
      onSuccess={(created) => navigate(commentPath(created.id))}
      cancel={{ to: record.path }}
      leavesPage
    />
  );
}

/** `/comments/{kind}/{id}/new`: a comment on a record, on a page of its own (a phone's, a notification's). */
function CommentNewPage() {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const { commentableType, commentableId } = parseRouteParams(commentNewParams, useParams());
  const record = useCommentable(commentableType, commentableId);
  const found = record.data;
  const name = (about: CommentableRecord) => about.name ?? t('about.unnamedRoute', { sector: about.sector ?? '' });
  return (
    <FormFrame
      title={t('newPage.title')}
      lead={found ? t(`about.${found.type}`, { name: name(found) }) : undefined}
      back={found ? { to: found.path, label: name(found) } : null}
    >
      <Loaded query={record}>{(about) => <NewCommentForm record={about} />}</Loaded>
    </FormFrame>
  );
}

export default withQueries(CommentNewPage);
