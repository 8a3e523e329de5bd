import type { GymLevels } from '@climb/contracts';
import sharp from 'sharp';
import { findDemoClimbers } from '../../accounts/account.seed';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SeedStep } from '../../db/seed';
import { DomainEventBus } from '../../lib/domain-events';
import { countGyms, readSettingList, writeSetting } from '../gyms/gym.repository';
import { createGym, DEMO_GYMS_SETTING, getGymLevels } from '../gyms/gym.service';
import { createGymChain } from '../gyms/gym-chain.service';
import { createGymRoute } from '../routes/gym-route.service';
import type { Actor, IndoorWriteContext } from '../shared/indoor-change';
import { createGymSector, createGymSpace, setGymSpacePlan } from '../spaces/gym-space.service';
import { seedDemoAdministration } from './demo-administration';
import { DEMO_CHAIN, DEMO_GYMS, DEMO_OPENERS, demoPlanSvg, demoRoutes } from './demo-gyms';
import { seedDemoLabelTemplates } from './demo-labels';
import { seedDemoOpeningSheets } from './demo-opening-sheets';
import { seedDemoStaff } from './demo-staff';

/** A day `days` before `from`, as `YYYY-MM-DD`. */
function daysBefore(from: Date, days: number): string {
  return new Date(from.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The demo gyms (docs/domain/indoor.md, "Demo data"), created through the indoor services as a climber would: the
 * chain, each gym with its default levels, its spaces with their plans (drawn, then rendered to PNG), sectors and
 * routes, then their staff (`seedDemoStaff`). Their ids are kept in the settings: without `EXHIBITION_GYM_IDS` they
 * are the exhibition gyms.
 */
export async function seedDemoGyms(db: Database, config: Config): Promise<void> {
  const climbers = await findDemoClimbers(db);
  const author = climbers?.[0];
  if (!author) return;
  const user: Actor = { id: author.id, super_admin: false };
  // Nothing listens yet while the server starts: the pages the writes move are not rendered yet.
  const context: IndoorWriteContext = { db, config, events: new DomainEventBus(() => {}) };
  const today = new Date();
  const chain = await createGymChain(context, user, DEMO_CHAIN);
  const gymIds: number[] = [];
  const spacesOfGyms: number[][] = [];
  const scalesOfGyms: GymLevels[][] = [];
  for (const demo of DEMO_GYMS) {
    const { spaces, ...fields } = demo;
    const gym = await createGym(context, user, { ...fields, gym_chain_id: chain.id });
    gymIds.push(gym.id);
    const scales = await getGymLevels(context, gym.id);
    scalesOfGyms.push(scales);
    spacesOfGyms.push([]);
    for (const [position, demoSpace] of spaces.entries()) {
      const space = await createGymSpace(context, user, {
        gym_id: gym.id,
        name: demoSpace.name,
        description: demoSpace.description,
        climbing_type: demoSpace.climbing_type,
        position,
      });
      spacesOfGyms.at(-1)?.push(space.id);
      const plan = await sharp(Buffer.from(demoPlanSvg(demoSpace)))
        .png()
        .toBuffer();
      await setGymSpacePlan(context, user, space.id, plan);
      for (const [sectorIndex, demoSector] of demoSpace.sectors.entries()) {
        const sector = await createGymSector(context, user, {
          gym_space_id: space.id,
          name: demoSector.name,
          climbing_type: demoSector.climbing_type,
          height: demoSector.height,
          polygon: demoSector.polygon,
          position: sectorIndex,
        });
        const colors = scales.find((scale) => scale.climbing_type === demoSector.climbing_type)?.levels ?? [];
        const routes = demoRoutes(
          demoSector,
          sectorIndex,
          colors.map((level) => level.color),
        );
        for (const route of routes) {
          await createGymRoute(context, user, {
            gym_sector_id: sector.id,
            climbing_type: demoSector.climbing_type,
            level_index: route.level_index,
            hold_colors: route.hold_colors,
            openers: route.openers,
            anchor_number: route.anchor_number,
            opened_at: daysBefore(today, route.openedDaysAgo),
          });
        }
      }
    }
  }
  await seedDemoStaff(db, config.adminEmail, gymIds, (climbers[1] ?? author).id);
  const [administered] = gymIds;
  if (administered !== undefined) {
    await seedDemoAdministration(
      context,
      config,
      user,
      administered,
      spacesOfGyms[0] ?? [],
      DEMO_OPENERS,
      scalesOfGyms[0] ?? [],
    );
    await seedDemoOpeningSheets(context, user, administered);
    await seedDemoLabelTemplates(context, administered);
  }
  await writeSetting(db, DEMO_GYMS_SETTING, gymIds);
}

/** Seeds the demo gyms once: into an empty database, or one seeded before gyms existed (none, never seeded). */
async function seedOnce(db: Database, config: Config): Promise<void> {
  if ((await readSettingList(db, DEMO_GYMS_SETTING)).length > 0) return;
  if ((await countGyms(db, {})) > 0) return;
  await seedDemoGyms(db, config);
}

/** The indoor part of the seed; a database seeded before gyms existed gets the demo gyms on its next start. */
export function indoorSeed(config: Config): SeedStep {
  return {
    async seedEmpty(tx) {
      await seedOnce(tx, config);
      return undefined;
    },
    catchUp: (tx) => seedOnce(tx, config),
  };
}
