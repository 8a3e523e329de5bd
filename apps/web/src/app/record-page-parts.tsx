import type { ComponentType } from 'react';
import { RecordSlotsProvider } from '../climbing/record-slots';
import { LOGBOOK_RECORD_SLOTS } from '../features/logbook/record-parts/record-slots';

/** An outdoor record page with the logbook's parts in their places (loaded with the page, see `record-pages.tsx`). */
export function withLogbookSlots(Page: ComponentType): ComponentType {
  return function RecordPage() {
    return (
      <RecordSlotsProvider value={LOGBOOK_RECORD_SLOTS}>
        <Page />
      </RecordSlotsProvider>
    );
  };
}
