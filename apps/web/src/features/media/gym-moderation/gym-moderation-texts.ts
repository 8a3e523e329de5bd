/** The texts of a gym's moderation pages, its comments and its videos (`locales/{fr,en}/gym-moderation.json`). */
export const GYM_MODERATION_NAMESPACE = 'gym-moderation';
