import type { CreatePageViewBody } from '@climb/contracts';
import type { Database } from '../db/client';
import { insertPageView } from './page-view.repository';

/** Keeps only the path (no query string, no fragment) and the referrer's origin: no personal data. */
export async function recordPageView(db: Database, view: CreatePageViewBody): Promise<void> {
  const path = view.path.split(/[?#]/)[0] || '/';
  let referrer: string | null = null;
  if (view.referrer) {
    try {
      referrer = new URL(view.referrer).origin;
    } catch {
      referrer = null;
    }
  }
  await insertPageView(db, { path, referrer, language: view.language });
}
