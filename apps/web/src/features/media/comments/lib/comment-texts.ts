/** The namespace of the comments' texts: a record's discussion, a comment's page, the comment forms (`comments.json`). */
export const COMMENTS_NAMESPACE = 'comments';
