/** A comment's page: its record, and its whole thread (`/comments/{id}/edit` and `/comments/{kind}/{id}/new` beside it). */
export const commentPath = (commentId: number) => `/comments/${commentId}`;
