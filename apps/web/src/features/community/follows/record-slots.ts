import type { RecordSlots } from '../../../climbing/record-slots';
import { CragFavorite, GymFavorite } from './favorite-toggle';

/** The community's parts of the record pages (crags, gyms), put in their places by `app/`. */
export const COMMUNITY_RECORD_SLOTS: RecordSlots = {
  cragFavorite: CragFavorite,
  gymFavorite: GymFavorite,
};
