import { RecordSlotsProvider } from '../climbing/record-slots';
import type { PageModule } from '../lib/page-module';

/**
 * The outdoor record pages with the logbook's parts in their places (`climbing/record-slots.tsx`):
 * the parts load alongside the page, so the page never waits for a second round trip.
 */
export function withLogbookParts(modules: Record<string, PageModule>): Record<string, PageModule> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, load]) => [
      path,
      async () => {
        const [{ default: Page }, { LOGBOOK_RECORD_SLOTS }] = await Promise.all([
          load(),
          import('../features/logbook/record-parts/record-slots'),
        ]);
        return {
          default: function RecordPage() {
            return (
              <RecordSlotsProvider value={LOGBOOK_RECORD_SLOTS}>
                <Page />
              </RecordSlotsProvider>
            );
          },
        };
      },
    ]),
  );
}
