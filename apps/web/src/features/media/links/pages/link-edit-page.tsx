import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DeleteSection } from '../../../../components/delete-button';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { linkEditParams } from '../../shared/form-params';
import { AuthorGate } from '../../shared/media-form';
import { linksHomeOf } from '../../shared/media-paths';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import { deleteLink, updateLink, useLink } from '../api/links.api';
import { LinkForm, linkUpdateBody, linkValuesOf } from '../components/link-form';

/** `/links/{id}/edit`: a link's name, address and words, or its removal, for its author and site administrators. */
function LinkEditPage() {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const navigate = useNavigate();
  const { linkId } = parseRouteParams(linkEditParams, useParams());
  const link = useLink(linkId);
  const found = link.data;
  return (
    <FormFrame
      title={t('linkForm.editTitle')}
      lead={found ? t(`forms.about.${found.target.type}`, { name: found.target.name }) : undefined}
      back={found ? { to: found.target.path, label: found.target.name } : null}
    >
      <Loaded query={link}>
        {(record) => (
          <AuthorGate author={record.user} refusal={t('linkForm.authorOnly')}>
            <LinkForm
              key={record.id}
              initialValues={linkValuesOf(record)}
              submit={(values) => updateLink(record.id, linkUpdateBody(values))}
              submitLabel={t('forms.save')}
              successMessage={t('linkForm.saved')}
              onSuccess={(saved) => navigate(linksHomeOf(saved.target))}
              cancelTo={linksHomeOf(record.target)}
            />
            <DeleteSection
              allowed
              label={t('linkForm.delete')}
              confirmText={t('linkForm.deleteConfirm')}
              deletedMessage={t('linkForm.deleted')}
              onDelete={() => deleteLink(record.id)}
              onDeleted={() => navigate(linksHomeOf(record.target))}
              testId="link-delete"
            />
          </AuthorGate>
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(LinkEditPage);
