import type { CommentWithThread } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded, notFound } from '../../../../components/loaded';
import { Alert } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { updateComment, useComment } from '../api/comments.api';
import { CommentForm } from '../components/comment-form';
import { commentParams } from '../lib/comment-params';
import { commentPath } from '../lib/comment-paths';
import { useCommentPermissions } from '../lib/comment-permissions';
import { COMMENTS_NAMESPACE } from '../lib/comment-texts';

/** The form for the comment's author; anyone else reads why they cannot change it (the API refuses them too). */
function AuthorForm({ comment }: { comment: CommentWithThread }) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const navigate = useNavigate();
  const may = useCommentPermissions(comment);
  if (!may.edit) {
    return (
      <Alert color="yellow" variant="light" data-testid="author-only">
        {t('editPage.authorOnly')}
      </Alert>
    );
  }
  return (
    <CommentForm
      initialBody={comment.body}
      submit={(body) => updateComment(comment.id, { body })}
      label={t('form.label')}
      submitLabel={t('form.save')}
      successMessage={t('form.saved')}
      onSuccess={(saved) => navigate(commentPath(saved.id))}
      cancel={{ to: commentPath(comment.id) }}
      leavesPage
    />
  );
}

/** `/comments/{id}/edit`: a comment's new text, for its author. */
function CommentEditPage() {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const { commentId } = parseRouteParams(commentParams, useParams());
  const comment = useComment(commentId);
  const found = comment.data;
  return (
    <FormFrame
      title={t('editPage.title')}
      lead={found ? t(`about.${found.target.type}`, { name: found.target.name }) : undefined}
      back={found ? { to: commentPath(found.id), label: t('page.title', { name: found.target.name }) } : null}
    >
      <Loaded query={comment}>
        {(record) => {
          if (record.deleted) throw notFound();
          return <AuthorForm comment={record} />;
        }}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(CommentEditPage);
