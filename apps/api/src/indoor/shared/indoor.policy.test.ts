import { endpoints } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { Forbidden } from '../../lib/errors';
import { authorizeGymWrite, canChangeIndoorWiki, deletesRecord, gymRoleOf } from './indoor.policy';

const climber = { super_admin: false };
const administrator = { super_admin: true };
const wiki = { id: 7, name: 'Vertical Hall', administrators_count: 0 };
const staffed = { id: 7, name: 'Bloc Session', administrators_count: 2 };

/** The refusal a write gets, or null when it is allowed. */
function refusal(...args: Parameters<typeof authorizeGymWrite>) {
  try {
    authorizeGymWrite(...args);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(Forbidden);
    return (error as Forbidden).need;
  }
}

describe('canChangeIndoorWiki (chains, a new gym)', () => {
  it('lets any climber create and edit, and keeps deleting to site administrators', () => {
    expect(canChangeIndoorWiki(climber, 'create')).toBe(true);
    expect(canChangeIndoorWiki(climber, 'update')).toBe(true);
    expect(canChangeIndoorWiki(climber, 'destroy')).toBe(false);
    expect(canChangeIndoorWiki(administrator, 'destroy')).toBe(true);
  });
});

describe('authorizeGymWrite', () => {
  it('lets any climber create and edit a gym without staff, and what it holds, images included', () => {
    for (const endpoint of [
      endpoints.createGymSpace,
      endpoints.updateGym,
      endpoints.updateGymRoute,
      endpoints.deleteGymLogo,
      endpoints.deleteGymSpacePlan,
    ]) {
      expect(refusal(climber, endpoint, wiki, null), endpoint.path).toBeNull();
    }
  });

  it('keeps deleting a record of a gym without staff to site administrators', () => {
    expect(refusal(climber, endpoints.deleteGymSpace, wiki, null)).toEqual({ role: 'super_admin' });
    expect(refusal(climber, endpoints.deleteGym, wiki, null)).toEqual({ role: 'super_admin' });
    expect(refusal(administrator, endpoints.deleteGymRoute, wiki, null)).toBeNull();
  });

  it("writes a staffed gym for its administrators holding the endpoint's role and for site administrators", () => {
    expect(refusal(climber, endpoints.createGymSpace, staffed, ['manage_spaces'])).toBeNull();
    expect(refusal(climber, endpoints.deleteGymSpace, staffed, ['manage_spaces'])).toBeNull();
    expect(refusal(climber, endpoints.uploadGymRoutePicture, staffed, ['manage_opening'])).toBeNull();
    expect(refusal(administrator, endpoints.deleteGym, staffed, null)).toBeNull();
  });

  it('refuses anyone else with the gym and the role the endpoint declares', () => {
    expect(refusal(climber, endpoints.updateGymSector, staffed, null)).toEqual({
      gym_name: 'Bloc Session',
      role: 'manage_opening',
    });
    expect(refusal(climber, endpoints.createGymSpace, staffed, ['manage_opening'])).toEqual({
      gym_name: 'Bloc Session',
      role: 'manage_spaces',
    });
    expect(refusal(climber, endpoints.uploadGymBanner, staffed, ['manage_spaces', 'manage_opening'])).toEqual({
      gym_name: 'Bloc Session',
      role: 'manage_gym',
    });
  });

  it('fails loudly on a write the table does not narrow to the gym staff', () => {
    expect(() => gymRoleOf(endpoints.createGym)).toThrow(/declares no gym role/);
    expect(() => authorizeGymWrite(administrator, endpoints.updateGymChain, wiki, null)).toThrow(/no gym role/);
  });
});

describe('deletesRecord', () => {
  it('tells deleting a record from removing one of its images', () => {
    expect(deletesRecord(endpoints.deleteGymSector)).toBe(true);
    expect(deletesRecord(endpoints.deleteGymRouteThumbnail)).toBe(false);
    expect(deletesRecord(endpoints.updateGymSector)).toBe(false);
  });
});
