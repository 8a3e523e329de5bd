import type { Link, LinkInput, LinkListQuery, LinkUpdateInput } from '@climb/contracts';
import type { Executor } from '../../db/transaction';
import { requireTarget, type TargetRef } from '../media-targets';
import type { Actor, MediaContext } from '../shared/media-context';
import {
  changeMedium,
  loadMediumWithTarget,
  type MediumKind,
  moderateMedium,
  removeMedium,
  targetPage,
  tellMedium,
} from '../shared/medium-steps';
import { pageOf } from '../shared/page';
import { toLink } from './link.mapper';
import {
  deleteLink as deleteLinkRow,
  findLink,
  findTargetLinksPage,
  hideLink,
  insertLink,
  type LinkRow,
  type LinkWithUploaderRow,
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

const LINK: MediumKind<LinkRow, LinkWithUploaderRow> = {
  name: 'link',
  refOf,
  find: findLink,
  remove: deleteLinkRow,
  hide: hideLink,
};

/** `GET links.json`: a record's links, the newest first; 404 for a record that does not exist. */
export async function listLinks(
  context: MediaContext,
  query: LinkListQuery,
): Promise<{ items: Link[]; total: number }> {
  const ref = { type: query.linkable_type, id: query.linkable_id };
  const { rows, total, target } = await targetPage(context, ref, findTargetLinksPage(context.db, ref, pageOf(query)));
  return { items: rows.map((row) => toLink(row, target)), total };
}

/** `GET links/{id}.json`: a hidden link only for its author and the site administrators (404 for anyone else). */
export async function getLink(context: MediaContext, id: number, reader: Actor | null): Promise<Link> {
  const { row, target } = await loadMediumWithTarget(LINK, context, id, reader);
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
  await tellMedium(context, LINK, 'created', row);
  return getLink(context, row.id, user);
}

/** `PUT links/{id}.json` (its author or a site administrator): its name, address or description. */
export async function updateLink(
  context: MediaContext,
  user: Actor,
  id: number,
  input: LinkUpdateInput,
): Promise<Link> {
  await changeMedium(context, LINK, user, id, (tx) =>
    updateLinkRow(tx, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.url === undefined ? {} : { url: input.url }),
      ...(input.description === undefined ? {} : { description: input.description || null }),
    }),
  );
  return getLink(context, id, user);
}

/** `DELETE links/{id}.json` (its author or a site administrator). */
export async function deleteLink(context: MediaContext, user: Actor, id: number): Promise<void> {
  await removeMedium(context, LINK, user, id);
}

/** A site administrator hides or removes a link after a report (see `moderatePhoto`). */
export function moderateLink(
  context: MediaContext,
  tx: Executor,
  id: number,
  action: 'hide' | 'delete',
): Promise<(() => Promise<void>) | null> {
  return moderateMedium(context, LINK, tx, id, action);
}
