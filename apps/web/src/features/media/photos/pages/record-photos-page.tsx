import type { Photo } from '@climb/contracts';
import { type RecordPhotosKind, recordPhotosPageHead } from '@climb/contracts/media/media-page-heads';
import { IconArrowLeft, IconCameraPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordContainer, RecordFrame, RecordSkeleton } from '../../../../climbing/record-frame';
import { EmptyState } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Anchor, Group, Stack, Text } from '../../../../components/ui';
import type { ApiPage } from '../../../../lib/api-client';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { usePageParam } from '../../../../lib/use-page-param';
import { useHub } from '../../../../platform/navigation/use-hub';
import { pageFrom } from '../../shared/list-page';
import { mediaRecordQuery, useMediaRecord } from '../../shared/media-target.api';
import { useCanonicalPath } from '../../shared/use-canonical-path';
import { useMediaHead } from '../../shared/use-media-head';
import { recordPhotosQuery, useRecordPhotos } from '../api/photos.api';
import { PhotoGrid } from '../components/photo-grid';
import { photoNewPath } from '../lib/photo-paths';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';
import { recordPhotosParams } from '../lib/record-photos-params';

/** Photos per page: rows of two on a phone, of six on a wide screen. */
const PER_PAGE = 36;

interface RecordOfPage {
  type: RecordPhotosKind;
  id: number;
  name: string;
  path: string;
}

/** One page of the record's gallery, the way to the others, and the way to add photos. */
function RecordPhotos({ record, photos, page }: { record: RecordOfPage; photos: ApiPage<Photo>; page: number }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const { hrefOf } = usePageParam();
  const photosPath = `${record.path}/photos`;
  useHub(record.path, record.name);
  useMediaHead((locale) => recordPhotosPageHead(locale, record.type, record));
  useCanonicalPath(photosPath);
  const addPath = photoNewPath(record.type, record.id);
  return (
    <RecordFrame
      above={
        <Anchor to={record.path} size="sm" data-testid="photos-record">
          <Group component="span" gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {record.name}
          </Group>
        </Anchor>
      }
      title={t('record.title', { name: record.name })}
      below={
        <Group justify="space-between" gap="sm">
          <Text c="dimmed" data-testid="photos-count">
            {t('record.count', { count: photos.total })}
          </Text>
          {photos.total > 0 ? (
            <PlainButtonLink
              to={addPath}
              variant="default"
              leftSection={<IconCameraPlus size={18} aria-hidden />}
              data-testid="photos-add"
            >
              {t('gallery.add')}
            </PlainButtonLink>
          ) : null}
        </Group>
      }
    >
      <Stack gap="md">
        {photos.total === 0 ? (
          <EmptyState
            text={t('record.empty', { name: record.name })}
            action={{ label: t('gallery.addFirst'), to: addPath }}
            testId="photos-empty"
          />
        ) : (
          <PhotoGrid photos={photos.items} />
        )}
        <Pager page={page} pages={Math.max(1, Math.ceil(photos.total / PER_PAGE))} hrefOf={hrefOf} />
      </Stack>
    </RecordFrame>
  );
}

/** A gallery without photos names its record from the record itself. */
function RecordWithoutPhotos({
  type,
  id,
  photos,
  page,
}: {
  type: RecordPhotosKind;
  id: number;
  photos: ApiPage<Photo>;
  page: number;
}) {
  const record = useMediaRecord(type, id);
  return (
    <Loaded query={record} placeholder={<RecordSkeleton top="place" />} frame={RecordContainer}>
      {(found) => (
        <RecordPhotos record={{ type, id, name: found.name ?? '', path: found.path }} photos={photos} page={page} />
      )}
    </Loaded>
  );
}

/**
 * `/crags/{id}/{name}/photos`, `/crag-sectors/…/photos`, `/areas/…/photos`: the record's whole gallery, its cover
 * first then the newest, page by page; the record named by its photos, or by itself when it has none yet.
 */
function RecordPhotosPage() {
  const { type, id } = parseRouteParams(recordPhotosParams, useParams());
  const { page } = usePageParam();
  const photos = useRecordPhotos(type, id, page, PER_PAGE);
  return (
    <Loaded query={photos} placeholder={<RecordSkeleton top="place" />} frame={RecordContainer}>
      {(found) => {
        const target = found.items[0]?.target;
        if (!target) return <RecordWithoutPhotos type={type} id={id} photos={found} page={page} />;
        return <RecordPhotos record={{ type, id, name: target.name, path: target.path }} photos={found} page={page} />;
      }}
    </Loaded>
  );
}

export default withQueries(RecordPhotosPage);

/** What the server renders a record's photos with (docs/decisions/022): the record too when it has none. */
export const pageData: PageData = async ({ params, search, fetch }) => {
  const { type, id } = parseRouteParams(recordPhotosParams, params);
  const photos = await fetch(recordPhotosQuery(type, id, pageFrom(search), PER_PAGE));
  if (photos.items.length === 0) await fetch(mediaRecordQuery(type, id));
};
