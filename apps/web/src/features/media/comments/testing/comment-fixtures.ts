import type { Comment, CommentThread, CommentWithThread } from '@climb/contracts';
import { author, ceuse } from '../../shared/media-test-kit';

/*
 * A discussion on Céüse as the API answers it: a thread by the fixtures' climber answered twice (the second reply
 * answering the first reply), and an older thread by someone else, hidden by a moderator.
 */

export const otherClimber = { uuid: '5d3c1f9e-2b7a-4c1e-8f00-000000000001', name: 'Lynn H.', slug_name: 'lynn-h' };

const base: Comment = {
  id: 0,
  commentable_type: 'crags',
  commentable_id: 12,
  body: '',
  thread_id: null,
  reply_to_comment_id: null,
  reply_to_user: null,
  hidden: false,
  deleted: false,
  gym_team: null,
  likes_count: 0,
  replies_count: 0,
  user: author,
  created_at: '2024-06-02T08:00:00.000Z',
  updated_at: '2024-06-02T08:00:00.000Z',
};

export const firstReply: Comment = {
  ...base,
  id: 102,
  body: 'Oui, le secteur du haut est sec.',
  thread_id: 101,
  reply_to_comment_id: 101,
  reply_to_user: author,
  user: otherClimber,
  created_at: '2024-06-03T08:00:00.000Z',
};

export const secondReply: Comment = {
  ...base,
  id: 103,
  body: 'Merci !',
  thread_id: 101,
  reply_to_comment_id: 102,
  reply_to_user: otherClimber,
  likes_count: 2,
  created_at: '2024-06-04T08:00:00.000Z',
};

export const newestThread: CommentThread = {
  ...base,
  id: 101,
  body: 'Quelqu’un y était ce week-end ?\nLe topo est ici : https://topo.example/ceuse.',
  likes_count: 4,
  replies_count: 2,
  replies: [firstReply, secondReply],
};

export const olderThread: CommentThread = {
  ...base,
  id: 90,
  body: 'Attention, un relais est abîmé.',
  hidden: true,
  user: otherClimber,
  created_at: '2024-05-01T08:00:00.000Z',
  replies: [],
};

/** `GET comments/102.json`: the first reply, on its page. */
export const replyOnItsPage: CommentWithThread = { ...firstReply, target: ceuse, thread: newestThread };
