import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForFailedChunk } from '../lib/chunk-reload';
import { errorStatus } from '../lib/error-status';
import ErrorPage from './error-page';
import NotFoundPage from './not-found-page';

/**
 * Errors of a page, shown inside its layout: 404 → the not-found page (also for route
 * parameters that fail validation); a failed chunk → one reload per 60 s; anything else → the
 * generic error page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkError);
  useEffect(() => {
    if (chunkError && !reloadForFailedChunk()) setReloading(false);
  }, [chunkError]);
  if (reloading) return null;
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
  if (status === 404) return <NotFoundPage />;
  if (!chunkError) console.error(error);
  return <ErrorPage />;
}
