/** Moderation of the comments and videos on the gym's records (docs/domain/indoor.md, "Administration"). */
export const gymModerationEndpoints = {};
