import type { MediaTargetType } from '@climb/contracts';
import { IconLinkPlus, IconVideoPlus, type TablerIcon } from '@tabler/icons-react';
import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { PlainButton, PlainButtonLink } from '../../../components/plain-ui';
import { Section } from '../../../components/section';
import { Alert, Anchor, Group, SimpleGrid, Stack, Text } from '../../../components/ui';
import type { ApiPage } from '../../../lib/api-client';
import { CommentsPlace } from '../comments/components/comments-place';
import { useMoreRecordLinks } from '../links/api/links.api';
import { LinkList } from '../links/components/link-list';
import { PhotoGallery } from '../photos/components/photo-gallery';
import { useRecordVideos } from '../videos/api/videos.api';
import { VideoCard } from '../videos/components/video-card';
import { linkNewPath, videoNewPath } from './media-paths';
import { MEDIA_NAMESPACE } from './media-texts';

/** Photos a record page shows; the rest are on the record's photos page, or the gallery's own pages. */
export const SECTION_PHOTOS = 12;
/** Videos shown at first, and added by each "more". */
const SECTION_VIDEOS = 4;
/** Links shown at first, and added by each "more". */
const SECTION_LINKS = 5;

export interface MediaSectionProps {
  type: MediaTargetType;
  id: number;
  /** The level of the parts' headings: 2 on a record's page, 3 inside a panel that has its own. */
  level?: 2 | 3;
  /** The record's links page, for a record that has one (a crag). */
  linksPath?: string;
}

/** What the section reads of a list's query. */
interface ListState {
  data: unknown;
  fetchStatus: FetchStatus;
  isError: boolean;
  refetch: () => unknown;
}

/** What a list of the section shows while its data is not there: offline without a kept copy, an error, a wait. */
function Waiting({ list, rows }: { list: ListState; rows: number }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  if (list.data) return null;
  if (list.fetchStatus === 'paused') {
    return (
      <Alert color="gray" variant="light" data-testid="media-offline">
        {t('section.offline')}
      </Alert>
    );
  }
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  return <ListSkeleton rows={rows} />;
}

/** The way to add to a list: a record page's "Add a video", "Add a link", as the gallery's "Add photos". */
function AddLink({
  to,
  Icon,
  children,
  testId,
}: {
  to: string;
  Icon: TablerIcon;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Group>
      <PlainButtonLink to={to} variant="default" leftSection={<Icon size={18} aria-hidden />} data-testid={testId}>
        {children}
      </PlainButtonLink>
    </Group>
  );
}

/** The items of the pages read so far and the list's total. */
function itemsOf<Item>(list: { data?: { pages: ApiPage<Item>[] } }) {
  const pages = list.data?.pages ?? [];
  return { items: pages.flatMap((page) => page.items), total: pages[0]?.total ?? 0 };
}

function RecordVideos({ type, id, level }: Required<Pick<MediaSectionProps, 'type' | 'id' | 'level'>>) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const videos = useRecordVideos(type, id, SECTION_VIDEOS);
  const { items, total } = itemsOf(videos);
  return (
    <Section
      title={t('section.videos')}
      order={level}
      aside={total > 0 ? <Text size="sm">{t('section.videosCount', { count: total })}</Text> : null}
      testId="media-videos"
    >
      <Stack gap="md">
        <Waiting list={videos} rows={1} />
        {videos.data && total === 0 ? <Text c="dimmed">{t('section.noVideo')}</Text> : null}
        {items.length > 0 ? (
          // Inside a panel (a route's, beside a plan) the videos keep its whole width.
          <SimpleGrid cols={level === 3 ? 1 : { base: 1, sm: 2 }} spacing="md">
            {items.map((video) => (
              <VideoCard key={video.id} video={video} />
            ))}
          </SimpleGrid>
        ) : null}
        {videos.hasNextPage ? (
          <Group>
            <PlainButton
              variant="default"
              onClick={() => void videos.fetchNextPage()}
              disabled={videos.isFetchingNextPage}
              aria-busy={videos.isFetchingNextPage || undefined}
              data-testid="media-videos-more"
            >
              {t('section.moreVideos')}
            </PlainButton>
          </Group>
        ) : null}
        <AddLink to={videoNewPath(type, id)} Icon={IconVideoPlus} testId="media-add-video">
          {t('section.addVideo')}
        </AddLink>
      </Stack>
    </Section>
  );
}

function RecordLinks({
  type,
  id,
  level,
  linksPath,
}: Required<Pick<MediaSectionProps, 'type' | 'id' | 'level'>> & Pick<MediaSectionProps, 'linksPath'>) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const links = useMoreRecordLinks(type, id, SECTION_LINKS);
  const { items, total } = itemsOf(links);
  return (
    <Section
      title={t('section.links')}
      order={level}
      aside={
        linksPath && total > 0 ? (
          <Anchor to={linksPath} size="sm" data-testid="media-links-all">
            {t('section.allLinks', { count: total })}
          </Anchor>
        ) : null
      }
      testId="media-links"
    >
      <Stack gap="md">
        <Waiting list={links} rows={2} />
        {links.data && total === 0 ? <Text c="dimmed">{t('section.noLink')}</Text> : null}
        {items.length > 0 ? <LinkList links={items} /> : null}
        {links.hasNextPage && !linksPath ? (
          <Group>
            <PlainButton
              variant="default"
              onClick={() => void links.fetchNextPage()}
              disabled={links.isFetchingNextPage}
              aria-busy={links.isFetchingNextPage || undefined}
              data-testid="media-links-more"
            >
              {t('section.moreLinks')}
            </PlainButton>
          </Group>
        ) : null}
        <AddLink to={linkNewPath(type, id)} Icon={IconLinkPlus} testId="media-add-link">
          {t('section.addLink')}
        </AddLink>
      </Stack>
    </Section>
  );
}

/**
 * What a record page shows of its media, below the fold: its photos (a gallery of the first dozen, with the way to the
 * others), its videos (each a frame that loads nothing before its click) and its links, each with the way to add one,
 * then its discussion (the record's comments). The record page loads it only as it nears the screen (`app/record-media.tsx`); offline, each part shows what the device kept, else says so.
 */
export function MediaSection({ type, id, level = 2, linksPath }: MediaSectionProps) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  return (
    <Stack gap="lg" data-testid="media-section">
      <Section title={t('section.photos')} order={level} testId="media-photos">
        <PhotoGallery type={type} id={id} limit={SECTION_PHOTOS} showAddLink />
      </Section>
      <RecordVideos type={type} id={id} level={level} />
      <RecordLinks type={type} id={id} level={level} linksPath={linksPath} />
      <CommentsPlace type={type} id={id} level={level} />
    </Stack>
  );
}

export default MediaSection;
