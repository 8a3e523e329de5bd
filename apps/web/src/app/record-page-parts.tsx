import type { ComponentType } from 'react';
import { type RecordSlots, RecordSlotsProvider } from '../climbing/record-slots';
import { COMMUNITY_RECORD_SLOTS } from '../features/community/follows/record-slots';
import { LOGBOOK_RECORD_DATA } from '../features/logbook/record-parts/record-data';
import { LOGBOOK_RECORD_SLOTS } from '../features/logbook/record-parts/record-slots';
import type { PageData } from '../lib/page-module';
import { GYM_ROUTE_ASCENT_SLOTS } from './gym-route-ascent';
import { GYM_ROUTE_LIKE_SLOTS } from './gym-route-like';
import { MEDIA_RECORD_SLOTS } from './record-media';

/**
 * The parts other domains show on the record pages: the logbook's, the community's favourite button, the media
 * (whose section loads only as it nears the screen), a gym route's like button and its logger (both loaded once the
 * page is live).
 */
const RECORD_SLOTS: RecordSlots = {
  ...LOGBOOK_RECORD_SLOTS,
  ...COMMUNITY_RECORD_SLOTS,
  ...MEDIA_RECORD_SLOTS,
  ...GYM_ROUTE_LIKE_SLOTS,
  ...GYM_ROUTE_ASCENT_SLOTS,
};

/**
 * A record page with the logbook's, the community's and the media's parts in their places (loaded with the page,
 * see `record-pages.tsx`).
 */
export function withLogbookSlots(Page: ComponentType): ComponentType {
  return function RecordPage() {
    return (
      <RecordSlotsProvider value={RECORD_SLOTS}>
        <Page />
      </RecordSlotsProvider>
    );
  };
}

/** The logbook's public data on the record pages that show it, by page path. */
const SLOT_DATA: Record<string, PageData> = {
  '/crags/:cragId?/:cragName?': LOGBOOK_RECORD_DATA.crag,
  '/crag-routes/:cragRouteId?/:cragRouteName': LOGBOOK_RECORD_DATA.route,
};

/** A record page's data declaration with its logbook parts' (the comments), fetched side by side. */
export function withLogbookData(path: string, pageData: PageData | undefined): PageData | undefined {
  const slotData = SLOT_DATA[path];
  if (!pageData || !slotData) return pageData;
  return (context) => Promise.all([pageData(context), slotData(context)]);
}
