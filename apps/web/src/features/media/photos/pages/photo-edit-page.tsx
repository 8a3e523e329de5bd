import { type Photo, type PhotoUpdateInput, photoUpdateInput, type ValidationErrors } from '@climb/contracts';
import { Button, Divider, Group, Stack, Switch } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, Loaded, notFound } from '../../../../components/loaded';
import { Alert, Anchor } from '../../../../components/ui';
import { validateWith } from '../../../../lib/forms/form-errors';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { ConfirmDelete } from '../../shared/confirm-delete';
import { photoPath } from '../../shared/media-paths';
import { useMayEdit } from '../../shared/media-permissions';
import { deletePhoto, updatePhoto, usePhoto } from '../api/photos.api';
import { PhotoFields, type PhotoWords } from '../components/photo-fields';
import { PhotoGate } from '../components/photo-gate';
import { usePhotoAlt } from '../components/photo-grid';
import { photoEditParams } from '../lib/photo-params';
import { recordPhotosPath } from '../lib/photo-paths';
import { photoSrcSet } from '../lib/photo-sources';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';
import classes from './photo-edit-page.module.css';

interface PhotoValues extends PhotoWords, Record<string, unknown> {
  cover: boolean;
}

const valuesOf = (photo: Photo): PhotoValues => ({
  description: photo.description ?? '',
  author: photo.author,
  licence: photo.licence,
  cover: photo.cover,
});

/** Every field as the API takes it: a blank description removes it. */
function bodyOf(values: PhotoValues): PhotoUpdateInput {
  const description = values.description.trim();
  return {
    description: description === '' ? null : description,
    author: values.author.trim(),
    licence: values.licence,
    cover: values.cover,
  };
}

const validatePhoto = (values: PhotoValues): ValidationErrors => validateWith(photoUpdateInput, bodyOf(values));

function PhotoEditForm({ photo, defaultAuthor }: { photo: Photo; defaultAuthor: string }) {
  const { t, i18n } = useTranslation([PHOTOS_NAMESPACE, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, PHOTOS_NAMESPACE), [i18n, language]);
  const navigate = useNavigate();
  const altOf = usePhotoAlt();
  const form = useApiForm<PhotoValues, Photo>({
    initialValues: valuesOf(photo),
    validate: validatePhoto,
    submit: (values) => updatePhoto(photo.id, bodyOf(values)),
    successMessage: t('edit.saved'),
    onSuccess: () => navigate(photoPath(photo.id)),
    leavesPage: true,
  });
  return (
    <Stack gap="lg">
      <img
        src={photo.variants.thumbnail.url}
        srcSet={photoSrcSet(photo, ['thumbnail', 'medium'])}
        sizes="(min-width: 30em) 20rem, 100vw"
        width={photo.variants.thumbnail.width}
        height={photo.variants.thumbnail.height}
        alt={altOf(photo)}
        className={classes.preview}
        data-testid="photo-edit-preview"
      />
      <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid="photo-edit-form">
        <Stack gap="lg">
          <PhotoFields
            values={form.values}
            onChange={(field, value) => form.setField(field, value as PhotoValues[typeof field])}
            errorOf={(field) => form.fieldError(field)}
            defaultAuthor={defaultAuthor}
          />
          <Switch
            label={t('edit.cover', { name: photo.target.name })}
            description={t('edit.coverHint')}
            checked={form.values.cover}
            onChange={(event) => form.setField('cover', event.currentTarget.checked)}
            error={form.fieldError('cover')}
            data-testid="photo-cover-field"
          />
          <Group gap="sm" grow preventGrowOverflow={false} maw={420}>
            <Button
              type="submit"
              loading={form.submitting}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              data-testid="photo-edit-submit"
            >
              {t('edit.save')}
            </Button>
            <Button component={Link} to={photoPath(photo.id)} variant="default">
              {t('common:actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <Group>
        <ConfirmDelete
          label={t('viewer.delete')}
          confirmText={t('viewer.deleteConfirm')}
          deletedMessage={t('viewer.deleted')}
          onDelete={() => deletePhoto(photo.id)}
          onDeleted={() => navigate(recordPhotosPath(photo.target) ?? photo.target.path)}
          testId="photo-delete"
        />
      </Group>
    </Stack>
  );
}

/** The form for the photo's author and the site administrators; anyone else reads why they cannot change it. */
function AuthorOnly({ photo, children }: { photo: Photo; children: ReactNode }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  if (useMayEdit(photo.user)) return children;
  return (
    <Alert color="yellow" variant="light" data-testid="author-only">
      {t('edit.authorOnly')} <Anchor to={photoPath(photo.id)}>{t('edit.backToPhoto')}</Anchor>
    </Alert>
  );
}

/** `/photos/{kind}/{id}/{photoId}/edit`: a photo's description, credit, licence and cover, or its removal. */
function PhotoEditPage() {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const { illustrableType, illustrableId, photoId } = parseRouteParams(photoEditParams, useParams());
  const photo = usePhoto(photoId);
  const found = photo.data;
  return (
    <FormFrame
      title={t('edit.title')}
      lead={found ? t(`form.about.${found.illustrable_type}`, { name: found.target.name }) : undefined}
      back={found ? { to: photoPath(found.id), label: t('edit.backToPhoto') } : null}
    >
      <PhotoGate>
        {(user) => (
          <Loaded query={photo}>
            {(record) => {
              // A photo reached under another record's address is not found there.
              if (record.illustrable_type !== illustrableType) throw notFound();
              belongsTo(record.illustrable_id, illustrableId);
              return (
                <AuthorOnly photo={record}>
                  <PhotoEditForm
                    key={record.id}
                    photo={record}
                    defaultAuthor={record.user?.name ?? `${user.first_name} ${user.last_name}`.trim()}
                  />
                </AuthorOnly>
              );
            }}
          </Loaded>
        )}
      </PhotoGate>
    </FormFrame>
  );
}

export default withQueries(PhotoEditPage);
