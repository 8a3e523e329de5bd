import type { AppContext } from '../../app-context';
import { fileStoreFor } from '../../media/file-store';

/** The public address of a stored file (a contest's banner), by its key. */
export type FileUrl = (key: string) => string;

/** The addresses of stored files, from the file store the configuration names. */
export function fileUrls(context: Pick<AppContext, 'config'>): FileUrl {
  const store = fileStoreFor(context.config);
  return (key) => store.url(key);
}
