import { NOTIFICATION_TYPES, type NotificationType } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/notifications.json';
import fr from '../../../locales/fr/notifications.json';
import { type NotificationTranslate, notificationLink, notificationQuote, notificationText } from './notification-text';

/** A translator over the real texts with i18next's `{{name}}` interpolation. */
function translator(texts: unknown): NotificationTranslate {
  return (key, options = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
    if (typeof value !== 'string') throw new Error(`missing text ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}

const tFr = translator(fr);
const tEn = translator(en);
const of = (notification_type: NotificationType, payload: Record<string, unknown> = {}) => ({
  notification_type,
  payload,
});

describe('notificationText', () => {
  it('names the climber a notification is about, in both languages', () => {
    expect(notificationText(of('new_follower', { user_name: 'Lynn Hill' }), tFr)).toBe(
      'Lynn Hill vous suit désormais.',
    );
    expect(notificationText(of('new_follower', { user_name: 'Lynn Hill' }), tEn)).toBe('Lynn Hill now follows you.');
    expect(notificationText(of('follow_request', { first_name: 'Catherine', last_name: 'Destivelle' }), tFr)).toBe(
      'Catherine Destivelle demande à vous suivre.',
    );
    expect(notificationText(of('new_message', { sender_name: 'Alex' }), tEn)).toBe('Alex sent you a message.');
  });

  it('says "a climber" when the payload has no name', () => {
    expect(notificationText(of('new_like'), tFr)).toBe('Un grimpeur aime votre publication.');
    expect(notificationText(of('new_reply', { user_name: '  ' }), tEn)).toBe('A climber replied to your comment.');
  });

  it('tells the account events, with the organization when there is one', () => {
    expect(notificationText(of('password_changed'), tFr)).toMatch(/^Le mot de passe de votre compte a été modifié/);
    expect(notificationText(of('password_changed'), tEn)).toMatch(/^Your account password was changed/);
    expect(notificationText(of('api_key_regenerated', { organization_name: 'Topo Lab' }), tEn)).toBe(
      'The API key of the organization “Topo Lab” was regenerated.',
    );
    expect(notificationText(of('api_key_regenerated', { organization_name: 'Topo Lab' }), tFr)).toBe(
      'La clé d’API de l’organisation « Topo Lab » a été régénérée.',
    );
    expect(notificationText(of('api_key_regenerated'), tFr)).toBe(
      'La clé d’API d’une de vos organisations a été régénérée.',
    );
  });

  it('tells the answer to a request to administer a gym, with the reason of a refusal', () => {
    const gym = { gym_id: 4, gym_name: 'Bloc Session', gym_slug_name: 'bloc-session', request_id: 9 };
    expect(notificationText(of('gym_administration_approved', gym), tFr)).toBe(
      'Votre demande est acceptée : vous administrez désormais la salle « Bloc Session ».',
    );
    expect(notificationText(of('gym_administration_approved', gym), tEn)).toBe(
      'Your request is approved: you now administer the gym “Bloc Session”.',
    );
    const refused = of('gym_administration_refused', { ...gym, reason: 'Nous n’avons pas pu joindre la salle.' });
    expect(notificationText(refused, tFr)).toBe(
      'Votre demande pour administrer la salle « Bloc Session » a été refusée. Raison : Nous n’avons pas pu joindre la salle.',
    );
    expect(notificationText(of('gym_administration_refused', { ...gym, reason: 'No answer.' }), tEn)).toBe(
      'Your request to administer the gym “Bloc Session” was refused. Reason: No answer.',
    );
    expect(notificationText(of('gym_administration_refused'), tEn)).toBe(
      'Your request to administer a gym was refused.',
    );
  });

  it('leads an approval to the gym’s page and a refusal to the request’s page', () => {
    const gym = { gym_id: 4, gym_name: 'Bloc Session', gym_slug_name: 'bloc-session', request_id: 9 };
    expect(notificationLink(of('gym_administration_approved', gym))).toBe('/gyms/4/bloc-session');
    expect(notificationLink(of('gym_administration_refused', { ...gym, reason: 'No.' }))).toBe(
      '/gyms/4/bloc-session/administration-request',
    );
    expect(notificationLink(of('gym_administration_approved', { gym_name: 'Bloc Session' }))).toBeNull();
    expect(notificationLink(of('new_follower', gym))).toBeNull();
  });

  it('tells an invitation to a gym’s team and leads to the gym’s page, where its card answers it', () => {
    const invitation = {
      gym_id: 4,
      gym_name: 'Bloc Session',
      gym_slug_name: 'bloc-session',
      invitation_id: 12,
      roles: ['manage_spaces'],
    };
    expect(notificationText(of('gym_administrator_invitation', invitation), tFr)).toBe(
      'Vous êtes invité·e à rejoindre l’équipe de Bloc Session.',
    );
    expect(notificationText(of('gym_administrator_invitation', invitation), tEn)).toBe(
      'You are invited to join the team of Bloc Session.',
    );
    expect(notificationText(of('gym_administrator_invitation'), tEn)).toBe(
      'You are invited to join the team of a gym.',
    );
    expect(notificationLink(of('gym_administrator_invitation', invitation))).toBe('/gyms/4/bloc-session');
    expect(notificationLink(of('gym_administrator_invitation', { gym_name: 'Bloc Session' }))).toBeNull();
  });

  it('has a text for every type in both languages, and a generic one for a type this version does not know', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(notificationText(of(type, { user_name: 'X', organization_name: 'Y' }), tFr)).not.toMatch(/\{\{|undefined/);
      expect(notificationText(of(type, { user_name: 'X', organization_name: 'Y' }), tEn)).not.toMatch(/\{\{|undefined/);
    }
    expect(notificationText(of('brand_new_type' as NotificationType), tEn)).toBe('You have a new notification.');
  });
});

describe('the notifications of comments, likes and reports', () => {
  const reply = {
    comment_id: 81,
    thread_id: 77,
    commentable_type: 'crags',
    commentable_id: 12,
    target_name: 'Céüse',
    target_path: '/crags/12/ceuse',
    user_name: 'Lynn Hill',
    user_slug_name: 'lynn-hill',
    excerpt: 'Merci, la vire est bien sèche ce matin.',
  };

  it('tells a reply, on which record, quotes its first words and leads to it in its thread', () => {
    expect(notificationText(of('new_reply', reply), tFr)).toBe('Lynn Hill a répondu à votre commentaire sur Céüse.');
    expect(notificationText(of('new_reply', reply), tEn)).toBe('Lynn Hill replied to your comment on Céüse.');
    expect(notificationQuote(of('new_reply', reply))).toBe('Merci, la vire est bien sèche ce matin.');
    expect(notificationLink(of('new_reply', reply))).toBe('/comments/81');
    expect(notificationLink(of('new_reply', { ...reply, comment_id: undefined }))).toBe('/crags/12/ceuse');
  });

  it('tells a like of a photo, a video or a comment, and leads to what was liked', () => {
    const like = (likeable_type: string, target_path: string) =>
      of('new_like', {
        likeable_type,
        likeable_id: 4,
        target_name: 'Céüse',
        target_path,
        user_name: 'Lynn Hill',
        user_slug_name: 'lynn-hill',
      });
    expect(notificationText(like('photos', '/photos/4'), tFr)).toBe('Lynn Hill aime votre photo (Céüse).');
    expect(notificationText(like('videos', '/videos/4'), tEn)).toBe('Lynn Hill likes your video (Céüse).');
    expect(notificationText(like('comments', '/comments/4'), tFr)).toBe('Lynn Hill aime votre commentaire sur Céüse.');
    expect(notificationLink(like('photos', '/photos/4'))).toBe('/photos/4');
    expect(notificationLink(like('comments', '/comments/4'))).toBe('/comments/4');
    // Only a path of this site is followed.
    expect(notificationLink(like('photos', 'https://elsewhere.example/4'))).toBeNull();
    expect(notificationLink(like('photos', '//elsewhere.example/4'))).toBeNull();
    expect(notificationQuote(like('photos', '/photos/4'))).toBeNull();
  });

  it('tells what came of a report, and of what kind it was', () => {
    const handled = (reportable_type: string, outcome: string) => of('report_handled', { reportable_type, outcome });
    expect(notificationText(handled('photos', 'hidden'), tFr)).toBe(
      'Merci : ce que vous avez signalé (une photo) est désormais masqué.',
    );
    expect(notificationText(handled('comments', 'deleted'), tEn)).toBe(
      'Thank you: what you reported (a comment) was deleted.',
    );
    expect(notificationText(handled('links', 'dismissed'), tEn)).toBe(
      'The administrators looked at what you reported (a link) and left it as it is. Thank you.',
    );
    expect(notificationText(handled('boats', 'hidden'), tEn)).toBe(
      'The administrators handled your report. Thank you.',
    );
    expect(notificationText(handled('videos', 'lost'), tFr)).toBe(
      'Les administrateurs ont traité votre signalement. Merci.',
    );
    // What it named may be gone: it leads nowhere.
    expect(notificationLink(handled('photos', 'deleted'))).toBeNull();
  });

  it('has the texts of every kind and outcome in both languages', () => {
    for (const t of [tFr, tEn]) {
      for (const kind of ['photos', 'videos', 'comments']) {
        expect(notificationText(of('new_like', { likeable_type: kind, user_name: 'X' }), t)).not.toMatch(/\{\{/);
        expect(
          notificationText(of('new_like', { likeable_type: kind, user_name: 'X', target_name: 'Y' }), t),
        ).not.toMatch(/\{\{|undefined/);
      }
      for (const kind of ['comments', 'photos', 'videos', 'links']) {
        for (const outcome of ['hidden', 'deleted', 'dismissed']) {
          expect(notificationText(of('report_handled', { reportable_type: kind, outcome }), t)).not.toMatch(
            /\{\{|undefined/,
          );
        }
      }
    }
  });
});
