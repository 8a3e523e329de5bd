import type { Comment } from '@climb/contracts';
import { useHydrated } from '../../../../lib/hydration';
import { useSessionStore } from '../../../../lib/session-store';

/** What the climber signed in may do with a comment. */
export interface CommentPermissions {
  signedIn: boolean;
  reply: boolean;
  /** Change its text: its author only. */
  edit: boolean;
  /** Remove it: its author or a site administrator. */
  remove: boolean;
  /** Hide it or show it again: a site administrator. */
  moderate: boolean;
  /** Report it to the moderators: anyone but its author. */
  report: boolean;
}

/**
 * The climber's rights on a comment, as the API grants them. On the server and while a page hydrates, a visitor's:
 * a page's HTML is the same for everyone. A deleted comment takes nothing but being read.
 */
export function useCommentPermissions(comment: Comment): CommentPermissions {
  const hydrated = useHydrated();
  const user = useSessionStore((state) => state.user);
  const signedIn = hydrated && user !== null;
  const author = signedIn && comment.user !== null && comment.user.uuid === user.uuid;
  const admin = signedIn && user.super_admin;
  const standing = !comment.deleted;
  return {
    signedIn,
    reply: signedIn && standing,
    edit: author && standing,
    remove: (author || admin) && standing,
    moderate: admin && standing,
    report: !author && standing,
  };
}
