import type { Photo, PhotoInGallery } from '@climb/contracts';
import { photoPageHead } from '@climb/contracts/media/media-page-heads';
import {
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconEdit,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordContainer, RecordSkeleton } from '../../../../climbing/record-frame';
import { Loaded } from '../../../../components/loaded';
import { PlainButton, PlainButtonLink, VisuallyHiddenText } from '../../../../components/plain-ui';
import { Anchor, Badge, Group, Stack, Text, Title } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import { useHydrated } from '../../../../lib/hydration';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { paramsParser, parseRouteParams, recordIdParam } from '../../../../lib/route-params';
import { useFormatters } from '../../../../lib/use-formatters';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { CommentsPlace } from '../../comments/components/comments-place';
import { MediaReactions } from '../../likes/media-reactions';
import { ConfirmDelete } from '../../shared/confirm-delete';
import { photoPath } from '../../shared/media-paths';
import { useMayEdit } from '../../shared/media-permissions';
import { useMediaHead } from '../../shared/use-media-head';
import { deletePhoto, photoQuery, updatePhoto, usePhoto } from '../api/photos.api';
import { PhotoCredit } from '../components/photo-credit';
import { usePhotoAlt } from '../components/photo-grid';
import { photoEditPath, recordPhotosPath } from '../lib/photo-paths';
import { photoSrcSet } from '../lib/photo-sources';
import type { PhotoStep } from '../lib/photo-steps';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';
import { usePhotoSteps } from '../lib/use-photo-steps';
import classes from './photo-page.module.css';

const photoParams = paramsParser({ photoId: recordIdParam });

/** How wide the photo is drawn: the whole phone, the page's column beyond. */
const VIEWER_SIZES = '(min-width: 60em) 60rem, 100vw';
const VIEWER_VARIANTS = ['thumbnail', 'medium', 'large'] as const;

/** Where a deleted photo's page leads: its record's photos, or the record where its gallery is on its page. */
const afterDeletion = (photo: Photo) => recordPhotosPath(photo.target) ?? photo.target.path;

/**
 * Once the page is live, the previous and next photos are read ahead and their pictures fetched at the size this
 * screen takes: a step through the gallery shows the next one at once.
 */
function useNeighboursAhead(photo: PhotoInGallery) {
  const hydrated = useHydrated();
  const client = useQueryClient();
  const { previous_id: previous, next_id: next } = photo.gallery;
  useEffect(() => {
    if (!hydrated) return;
    for (const id of [next, previous]) {
      if (id === null) continue;
      void client.fetchQuery(photoQuery(id)).then(
        (neighbour) => {
          const picture = new Image();
          picture.sizes = VIEWER_SIZES;
          picture.srcset = photoSrcSet(neighbour, VIEWER_VARIANTS);
        },
        () => {},
      );
    }
  }, [hydrated, client, previous, next]);
}

/** Making the photo its record's cover: the author's and the site administrators'. */
function CoverButton({ photo }: { photo: Photo }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const alerts = useAlerts();
  const mutation = useMutation({
    mutationFn: () => updatePhoto(photo.id, { cover: true }),
    onSuccess: () => alerts.success(t('viewer.coverDone', { name: photo.target.name })),
    onError: (error) => alerts.apiError(error),
  });
  return (
    <PlainButton
      variant="default"
      leftSection={<IconStar size={18} aria-hidden />}
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
      aria-busy={mutation.isPending || undefined}
      data-testid="photo-make-cover"
    >
      {t('viewer.makeCover')}
    </PlainButton>
  );
}

/** Changing, choosing as cover or removing the photo: its author's and the site administrators', once the page is live. */
function PhotoActions({ photo }: { photo: Photo }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const navigate = useNavigate();
  if (!useMayEdit(photo.user)) return null;
  return (
    <Group gap="sm" data-testid="photo-actions">
      <PlainButtonLink
        to={photoEditPath(photo)}
        variant="default"
        leftSection={<IconEdit size={18} aria-hidden />}
        data-testid="photo-edit-link"
      >
        {t('viewer.edit')}
      </PlainButtonLink>
      {photo.cover ? null : <CoverButton photo={photo} />}
      <ConfirmDelete
        label={t('viewer.delete')}
        confirmText={t('viewer.deleteConfirm')}
        deletedMessage={t('viewer.deleted')}
        onDelete={() => deletePhoto(photo.id)}
        onDeleted={() => navigate(afterDeletion(photo))}
        testId="photo-delete"
      />
    </Group>
  );
}

/** The previous and next photos of the gallery, and where this one is in it: buttons a thumb reaches. */
function PhotoSteps({ photo }: { photo: PhotoInGallery }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const { position, count, previous_id: previous, next_id: next } = photo.gallery;
  const step = (id: number | null, kind: PhotoStep) => {
    const Icon = kind === 'previous' ? IconChevronLeft : IconChevronRight;
    const icon = <Icon size={18} aria-hidden />;
    const sections = kind === 'previous' ? { leftSection: icon } : { rightSection: icon };
    if (id === null) {
      return (
        <PlainButton variant="default" className={classes.step} disabled {...sections}>
          {t(`viewer.${kind}`)}
        </PlainButton>
      );
    }
    return (
      <PlainButtonLink
        to={photoPath(id)}
        replace
        variant="default"
        className={classes.step}
        rel={kind === 'previous' ? 'prev' : 'next'}
        data-testid={`photo-${kind}`}
        {...sections}
      >
        {t(`viewer.${kind}`)}
      </PlainButtonLink>
    );
  };
  return (
    <nav aria-label={t('viewer.steps')} className={`${classes.steps} ${classes.inset}`}>
      {step(previous, 'previous')}
      <Text span className={classes.position} data-testid="photo-position">
        <span aria-hidden="true">{t('viewer.position', { position, count })}</span>
        <VisuallyHiddenText>{t('viewer.positionSpoken', { position, count })}</VisuallyHiddenText>
      </Text>
      {step(next, 'next')}
    </nav>
  );
}

function PhotoViewer({ photo }: { photo: PhotoInGallery }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const navigate = useNavigate();
  const { day } = useFormatters();
  const altOf = usePhotoAlt();
  useMediaHead((locale) => photoPageHead(locale, photo));
  useNeighboursAhead(photo);
  const { previous_id: previous, next_id: next } = photo.gallery;
  const swipe = usePhotoSteps({ previous: previous !== null, next: next !== null }, (step) => {
    const id = step === 'previous' ? previous : next;
    if (id !== null) navigate(photoPath(id), { replace: true });
  });
  const large = photo.variants.large;
  const gallery = recordPhotosPath(photo.target);
  const added = day(photo.created_at.slice(0, 10));
  return (
    <div className={classes.viewer}>
      <Stack gap="md">
        <Stack gap={6} className={classes.inset}>
          <Group gap="md">
            <Anchor to={photo.target.path} size="sm" data-testid="photo-record">
              <Group component="span" gap={4} wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                {photo.target.name}
              </Group>
            </Anchor>
            {gallery && isBuilt(gallery) ? (
              <Anchor to={gallery} size="sm" data-testid="photo-gallery-link">
                {t('viewer.allPhotos')}
              </Anchor>
            ) : null}
          </Group>
          <Title order={1} size="h2" breakAnywhere>
            {t('viewer.title', { name: photo.target.name })}
          </Title>
        </Stack>
        <figure className={classes.figure}>
          <div className={classes.stage} {...swipe} data-testid="photo-stage">
            <img
              key={photo.id}
              src={photo.variants.medium.url}
              srcSet={photoSrcSet(photo, VIEWER_VARIANTS)}
              sizes={VIEWER_SIZES}
              width={large.width}
              height={large.height}
              alt={altOf(photo)}
              decoding="async"
              className={classes.photo}
              data-testid="photo-image"
            />
          </div>
          <PhotoSteps photo={photo} />
          {photo.gallery.count > 1 ? (
            <Text size="xs" c="dimmed" ta="center" mt={4} className={classes.keys}>
              {t('viewer.keys')}
            </Text>
          ) : null}
        </figure>
        <Stack gap="xs" className={classes.inset}>
          {photo.cover ? (
            <Group>
              <Badge
                variant="default"
                keepCase
                leftSection={<IconStarFilled size={12} aria-hidden />}
                data-testid="photo-cover"
              >
                {t('viewer.cover')}
              </Badge>
            </Group>
          ) : null}
          {photo.description ? (
            <Text preWrap breakAnywhere data-testid="photo-description">
              {photo.description}
            </Text>
          ) : null}
          <PhotoCredit photo={photo} />
          <Text size="sm" c="dimmed" data-testid="photo-added">
            {photo.user
              ? t('viewer.addedBy', { name: photo.user.name, date: added })
              : t('viewer.added', { date: added })}
          </Text>
        </Stack>
        <div className={classes.inset}>
          <MediaReactions type="photos" id={photo.id} count={photo.likes_count} author={photo.user} />
        </div>
        <div className={classes.inset}>
          <PhotoActions photo={photo} />
        </div>
        <div className={classes.inset}>
          <CommentsPlace type="photos" id={photo.id} />
        </div>
      </Stack>
    </div>
  );
}

/** `/photos/{id}`: a photo whole, its credit and record, and the way through its record's gallery. */
function PhotoPage() {
  const { photoId } = parseRouteParams(photoParams, useParams());
  const photo = usePhoto(photoId);
  return (
    <Loaded query={photo} placeholder={<RecordSkeleton top="place" />} frame={RecordContainer}>
      {(found) => <PhotoViewer photo={found} />}
    </Loaded>
  );
}

export default withQueries(PhotoPage);

/** What the server renders the viewer with (docs/decisions/022). */
export const pageData: PageData = ({ params, fetch }) => {
  const { photoId } = parseRouteParams(photoParams, params);
  return fetch(photoQuery(photoId));
};
