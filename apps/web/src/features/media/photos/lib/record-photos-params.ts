import type { RecordPhotosKind } from '@climb/contracts/media/media-page-heads';
import { INVALID, optionalParam, recordIdParam, textParam } from '../../../../lib/route-params';

/** The name part of an address is decoration (the page puts the canonical one back): any short text. */
const namePart = optionalParam(textParam(300));

/** Each photos page's address: which parameter holds the record's id, which its name. */
const KINDS: readonly { type: RecordPhotosKind; id: string; name: string }[] = [
  { type: 'crags', id: 'cragId', name: 'cragName' },
  { type: 'crag_sectors', id: 'cragSectorId', name: 'cragSectorName' },
  { type: 'areas', id: 'areaId', name: 'areaName' },
];

/**
 * The record of a photos page from its address's parameters (`/crags/12/ceuse/photos` → crags 12): the one page
 * module serves the three addresses, each with its own parameters. Anything else is no record (the 404 page).
 */
export const recordPhotosParams = {
  safeParse(
    params: Record<string, string | undefined>,
  ): { success: true; data: { type: RecordPhotosKind; id: number } } | { success: false } {
    const kind = KINDS.find((candidate) => params[candidate.id] !== undefined);
    if (!kind) return { success: false };
    const id = recordIdParam(params[kind.id]);
    if (id === INVALID || namePart(params[kind.name]) === INVALID) return { success: false };
    return { success: true, data: { type: kind.type, id } };
  },
};
