import { NOTIFICATION_TYPES, type NotificationType } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/notifications.json';
import fr from '../../../locales/fr/notifications.json';
import { type NotificationTranslate, notificationText } from './notification-text';

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

  it('has a text for every type in both languages, and a generic one for a type this version does not know', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(notificationText(of(type, { user_name: 'X', organization_name: 'Y' }), tFr)).not.toMatch(/\{\{|undefined/);
      expect(notificationText(of(type, { user_name: 'X', organization_name: 'Y' }), tEn)).not.toMatch(/\{\{|undefined/);
    }
    expect(notificationText(of('brand_new_type' as NotificationType), tEn)).toBe('You have a new notification.');
  });
});
