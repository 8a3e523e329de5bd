/** The namespace of the like buttons' texts. */
export const LIKES_NAMESPACE = 'likes';
