import type { ComponentType } from 'react';
import { VersionKindsProvider } from '../climbing/version-targets';
import { useIndoorVersionKinds } from '../features/indoor/shared/version-targets';

/** A history page given the ways back from the gyms' records' histories and their values' labels. */
export function withIndoorKinds(Page: ComponentType): ComponentType {
  return function HistoryPage() {
    return (
      <VersionKindsProvider value={useIndoorVersionKinds()}>
        <Page />
      </VersionKindsProvider>
    );
  };
}
