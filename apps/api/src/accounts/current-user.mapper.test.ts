import { currentUser, type GymRole } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { toCurrentUser } from './current-user.mapper';
import type { UserRow } from './current-user.repository';

const row: UserRow = {
  id: 42,
  uuid: '0b7f3c1e-52a4-4c8e-9a3b-2f1d6e7c8a90',
  first_name: 'Lucie',
  last_name: 'Grimpeuse',
  slug_name: 'lucie-grimpeuse',
  email: 'lucie@example.test',
  password_digest: '$argon2id$v=19$m=19456,t=2,p=1$secret',
  date_of_birth: '1990-04-12',
  gender: 'female',
  description: 'Calcaire et granite',
  language: 'en',
  climbing_types: ['sport_climbing', 'bouldering'],
  grade_min_value: 20,
  grade_max_value: 31,
  super_admin: false,
  public_profile: true,
  public_outdoor_ascents: false,
  public_indoor_ascents: true,
  partner_search: true,
  email_notifications: ['new_message'],
  avatar_key: null,
  banner_key: null,
  token_version: 3,
  last_activity_at: null,
  deleted_at: null,
  created_at: new Date('2026-01-02T03:04:05.000Z'),
  updated_at: new Date('2026-01-03T03:04:05.000Z'),
};

const extras = {
  administeredGyms: [],
  fileUrl: (key: string) => `https://cordee.test/uploads/${key}`,
  wsToken: 'ws-secret',
};

describe('toCurrentUser', () => {
  it('shows the profile, settings, rights and socket token, in the contract shape', () => {
    const dto = toCurrentUser(row, extras);
    expect(dto).toEqual({
      id: 42,
      uuid: row.uuid,
      first_name: 'Lucie',
      last_name: 'Grimpeuse',
      slug_name: 'lucie-grimpeuse',
      email: 'lucie@example.test',
      description: 'Calcaire et granite',
      gender: 'female',
      date_of_birth: '1990-04-12',
      language: 'en',
      climbing_types: ['sport_climbing', 'bouldering'],
      grade_min_value: 20,
      grade_max_value: 31,
      avatar: null,
      banner: null,
      super_admin: false,
      administered_gyms: [],
      ws_token: 'ws-secret',
      scope: ['user'],
      privacy: { public_profile: true, public_outdoor_ascents: false, public_indoor_ascents: true },
      partner_search: true,
      email_notifications: ['new_message'],
      created_at: '2026-01-02T03:04:05.000Z',
    });
    expect(currentUser.strict().parse(dto)).toEqual(dto);
  });

  it('never lets the password digest, deletion or activity columns through', () => {
    const body = JSON.stringify(toCurrentUser(row, extras));
    expect(body).not.toContain('argon2');
    for (const column of ['password_digest', 'avatar_key', 'banner_key', 'deleted_at', 'updated_at', 'last_activity']) {
      expect(body).not.toContain(column);
    }
  });

  it('gives the URL of every avatar and banner variant from the stored keys', () => {
    const dto = toCurrentUser({ ...row, avatar_key: 'avatars/abc', banner_key: 'banners/def' }, extras);
    expect(dto.avatar).toEqual({
      thumbnail: 'https://cordee.test/uploads/avatars/abc/thumbnail.webp',
      medium: 'https://cordee.test/uploads/avatars/abc/medium.webp',
      large: 'https://cordee.test/uploads/avatars/abc/large.webp',
    });
    expect(dto.banner).toEqual({
      medium: 'https://cordee.test/uploads/banners/def/medium.webp',
      large: 'https://cordee.test/uploads/banners/def/large.webp',
    });
  });

  it('adds the super_admin scope for site administrators', () => {
    const dto = toCurrentUser({ ...row, super_admin: true }, extras);
    expect(dto.super_admin).toBe(true);
    expect(dto.scope).toEqual(['user', 'super_admin']);
  });

  it('lists the administered gyms with their id, name, slug and roles only, the roles the contracts know', () => {
    // A role a database written by another version may hold, beyond the types the schema declares.
    const roles = ['manage_spaces', 'gone_role'] as GymRole[];
    const gyms = [{ id: 3, name: 'Block Out Lyon', slug_name: 'block-out-lyon', roles, secret: 'x' }];
    const dto = toCurrentUser(row, { ...extras, administeredGyms: gyms });
    expect(dto.administered_gyms).toEqual([
      { id: 3, name: 'Block Out Lyon', slug_name: 'block-out-lyon', roles: ['manage_spaces'] },
    ]);
    expect(currentUser.strict().parse(dto)).toEqual(dto);
  });

  it('drops stored values the contract does not know instead of failing the answer', () => {
    const dto = toCurrentUser(
      {
        ...row,
        // Values a database written by another version may hold, beyond the types the schema declares.
        ...({
          gender: 'robot',
          language: 'de',
          climbing_types: ['bouldering', 'ice_climbing'],
          email_notifications: ['new_message', 'gone_type'],
        } as unknown as Pick<typeof row, 'gender' | 'language' | 'climbing_types' | 'email_notifications'>),
      },
      extras,
    );
    expect(dto).toMatchObject({
      gender: null,
      language: 'fr',
      climbing_types: ['bouldering'],
      email_notifications: ['new_message'],
    });
    expect(() => currentUser.parse(dto)).not.toThrow();
  });
});
