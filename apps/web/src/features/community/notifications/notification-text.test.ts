import { NOTIFICATION_TYPES, type NotificationType } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/notifications.json';
import fr from '../../../locales/fr/notifications.json';
import { type NotificationTranslate, notificationLink, notificationText } from './notification-text';

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

  it('has a text for every type in both languages, and a generic one for a type this version does not know', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(notificationText(of(type, { user_name: 'X', organization_name: 'Y' }), tFr)).not.toMatch(/\{\{|undefined/);
      expect(notificationText(of(type, { user_name: 'X', organization_name: 'Y' }), tEn)).not.toMatch(/\{\{|undefined/);
    }
    expect(notificationText(of('brand_new_type' as NotificationType), tEn)).toBe('You have a new notification.');
  });
});
