import type { Link, LinkInput, LinkListQuery, LinkUpdateInput } from '@climb/contracts';
import { inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { findTarget, requireTarget, type TargetRef } from '../media-targets';
import { type Actor, authorizeAuthor, type MediaContext } from '../shared/media-context';
import { pageOf } from '../shared/page';
import { toLink } from './link.mapper';
import {
  deleteLink as deleteLinkRow,
  findLink,
  findTargetLinksPage,
  insertLink,
  type LinkRow,
  updateLink as updateLinkRow,
} from './link.repository';

/*
 * Links from any record to pages elsewhere (docs/domain/media.md): `http` and `https` addresses only, shown with
 * their host. Its author or a site administrator changes or removes one. Every write is told (`link.*`) before it
 * answers.
 */

function refOf(row: Pick<LinkRow, 'linkable_type' | 'linkable_id'>): TargetRef {
  return { type: row.linkable_type, id: row.linkable_id };
}

async function loadLink(context: MediaContext, id: number, options: { lock?: boolean } = {}) {
  const row = await findLink(context.db, id, options);
  if (!row) throw new NotFound('Link not found');
  return row;
}

function told(context: MediaContext, name: 'link.created' | 'link.updated' | 'link.deleted', row: LinkRow) {
  return context.events.emitAndSettle(name, {
    id: row.id,
    targetType: row.linkable_type,
    targetId: row.linkable_id,
    userId: row.user_id,
  });
}

/** `GET links.json`: a record's links, the newest first; 404 for a record that does not exist. */
export async function listLinks(
  context: MediaContext,
  query: LinkListQuery,
): Promise<{ items: Link[]; total: number }> {
  const ref = { type: query.linkable_type, id: query.linkable_id };
  const [target, { rows, total }] = await Promise.all([
    findTarget(context.targets, ref),
    findTargetLinksPage(context.db, ref, pageOf(query)),
  ]);
  if (!target) throw new NotFound('No such record');
  return { items: rows.map((row) => toLink(row, target)), total };
}

export async function getLink(context: MediaContext, id: number): Promise<Link> {
  const row = await loadLink(context, id);
  const target = await findTarget(context.targets, refOf(row));
  if (!target) throw new NotFound('Link not found');
  return toLink(row, target);
}

/** `POST links.json`: any climber, on a record that exists. */
export async function createLink(context: MediaContext, user: Actor, input: LinkInput): Promise<Link> {
  const ref = { type: input.linkable_type, id: input.linkable_id };
  await requireTarget(context.targets, ref, 'linkable');
  const row = await insertLink(context.db, {
    linkable_type: ref.type,
    linkable_id: ref.id,
    user_id: user.id,
    name: input.name,
    url: input.url,
    description: input.description || null,
  });
  await told(context, 'link.created', row);
  return getLink(context, row.id);
}

/** `PUT links/{id}.json` (its author or a site administrator): its name, address or description. */
export async function updateLink(
  context: MediaContext,
  user: Actor,
  id: number,
  input: LinkUpdateInput,
): Promise<Link> {
  const written = await inTransaction(context.db, async (tx) => {
    const current = await loadLink({ ...context, db: tx }, id, { lock: true });
    authorizeAuthor(current, user);
    return updateLinkRow(tx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.url === undefined ? {} : { url: input.url }),
      ...(input.description === undefined ? {} : { description: input.description || null }),
    });
  });
  await told(context, 'link.updated', written);
  return getLink(context, id);
}

/** `DELETE links/{id}.json` (its author or a site administrator). */
export async function deleteLink(context: MediaContext, user: Actor, id: number): Promise<void> {
  const deleted = await inTransaction(context.db, async (tx) => {
    const current = await loadLink({ ...context, db: tx }, id, { lock: true });
    authorizeAuthor(current, user);
    await deleteLinkRow(tx, id);
    return current;
  });
  await told(context, 'link.deleted', deleted);
}
