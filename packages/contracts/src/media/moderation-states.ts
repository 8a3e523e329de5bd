/** Which of a gym's comments or videos a moderation list shows: all, those shown, those hidden (zod-free). */
export const MODERATION_STATES = ['all', 'shown', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
