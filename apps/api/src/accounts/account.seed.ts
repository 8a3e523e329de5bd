import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ClimbingType, type Locale, password as passwordRules } from '@climb/contracts';
import type { Database } from '../db/client';
import type { SeedLog, SeedStep } from '../db/seed';
import { nextFreeSlug, slugify } from '../lib/slug';
import { findWebAppOrganization, insertOrganization } from './organization.repository';
import { hashPassword } from './password-hasher';
import { countSuperAdmins, findSlugsLike, findUserByEmail, insertUser } from './user.repository';

export interface AdminCredentials {
  email: string;
  password: string;
}

interface DemoClimber {
  first_name: string;
  last_name: string;
  language: Locale;
  climbing_types: ClimbingType[];
}

/** Demo climbers: names that say so, addresses nobody receives, no password (nobody can sign in as them). */
const DEMO_CLIMBERS: DemoClimber[] = [
  {
    first_name: 'Lucie',
    last_name: 'Démo-Grimpeuse',
    language: 'fr',
    climbing_types: ['sport_climbing', 'multi_pitch'],
  },
  { first_name: 'Hugo', last_name: 'Démo-Bloqueur', language: 'fr', climbing_types: ['bouldering'] },
  { first_name: 'Ada', last_name: 'Demo-Climber', language: 'en', climbing_types: ['trad_climbing', 'sport_climbing'] },
];

/**
 * The demo gym's manager (docs/domain/indoor.md, "Demo data"): a demo account like the others, which the indoor seed
 * puts on the first demo gym's staff. Not among `DEMO_CLIMBERS`: it logs no ascents.
 */
const DEMO_GYM_MANAGER: DemoClimber = {
  first_name: 'Margaux',
  last_name: 'Démo-Gérante',
  language: 'fr',
  climbing_types: ['bouldering'],
};

/** The demo climbers' addresses (`@demo.cordee.local`), in the order of `DEMO_CLIMBERS`. */
export const DEMO_CLIMBER_EMAILS = DEMO_CLIMBERS.map(demoClimberEmail);

/** The demo gym manager's address (`@demo.cordee.local`). */
export const DEMO_GYM_MANAGER_EMAIL = demoClimberEmail(DEMO_GYM_MANAGER);

function demoClimberEmail(climber: { first_name: string; last_name: string }): string {
  return `${slugify(`${climber.first_name} ${climber.last_name}`)}@demo.cordee.local`;
}

/**
 * The demo climbers as other domains' seeds use them (their ids and uuids), in the order of
 * `DEMO_CLIMBER_EMAILS`; null when one of them is missing.
 */
export async function findDemoClimbers(db: Database): Promise<{ id: number; uuid: string }[] | null> {
  const climbers: { id: number; uuid: string }[] = [];
  for (const email of DEMO_CLIMBER_EMAILS) {
    const user = await findUserByEmail(db, email);
    if (!user) return null;
    climbers.push({ id: user.id, uuid: user.uuid });
  }
  return climbers;
}

/** The demo gym's manager as the indoor seed uses them (id), or null when missing (a database seeded before them). */
export async function findDemoGymManager(db: Database): Promise<{ id: number } | null> {
  const user = await findUserByEmail(db, DEMO_GYM_MANAGER_EMAIL);
  return user ? { id: user.id } : null;
}

/**
 * The site administrator the seed created with the configured address (the indoor seed puts them on the demo gym's
 * staff), or null when that address is not a site administrator's.
 */
export async function findSeededSiteAdministrator(db: Database, adminEmail: string): Promise<{ id: number } | null> {
  const user = await findUserByEmail(db, adminEmail);
  return user?.super_admin && !user.deleted_at ? { id: user.id } : null;
}

/** A random password meeting the password rules (digit, lower and upper case, 24 characters). */
export function generateAdminPassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (passwordRules.safeParse(candidate).success) return candidate;
  }
}

async function freeSlug(db: Database, firstName: string, lastName: string): Promise<string> {
  const base = slugify(`${firstName} ${lastName}`);
  return nextFreeSlug(base, await findSlugsLike(db, base));
}

/**
 * Seeds the accounts of an empty database (inside the seed's transaction): a site administrator
 * unless one exists, whose generated credentials are returned for the caller to hand over once,
 * and the demo climbers.
 */
export async function seedAccounts(db: Database, adminEmail: string): Promise<AdminCredentials | null> {
  let admin: AdminCredentials | null = null;
  if ((await countSuperAdmins(db)) === 0 && !(await findUserByEmail(db, adminEmail))) {
    admin = { email: adminEmail, password: generateAdminPassword() };
    await insertUser(db, {
      first_name: 'Administrateur',
      last_name: 'Cordée',
      slug_name: await freeSlug(db, 'Administrateur', 'Cordée'),
      email: admin.email,
      password_digest: await hashPassword(admin.password),
      super_admin: true,
      public_profile: false,
    });
  }
  for (const climber of DEMO_CLIMBERS) {
    await insertDemoClimber(
      db,
      climber,
      climber.language === 'fr'
        ? 'Compte de démonstration : ce profil montre à quoi ressemble Cordée.'
        : 'Demo account: this profile shows what Cordée looks like.',
    );
  }
  await insertDemoClimber(
    db,
    DEMO_GYM_MANAGER,
    'Compte de démonstration : la gérante de la salle démo, qui l’administre avec tous les rôles.',
  );
  return admin;
}

/** A demo account without a password, unless its address is already taken. */
async function insertDemoClimber(db: Database, climber: DemoClimber, description: string): Promise<void> {
  const email = demoClimberEmail(climber);
  if (await findUserByEmail(db, email)) return;
  await insertUser(db, {
    ...climber,
    slug_name: await freeSlug(db, climber.first_name, climber.last_name),
    email,
    password_digest: null,
    description,
  });
}

export const ADMIN_CREDENTIALS_FILE = 'admin-credentials.txt';

/**
 * Hands the generated administrator credentials over once, in a file only the owner can read; the
 * log says where it is, never what it holds.
 */
function handOverAdminCredentials(credentials: AdminCredentials, dataDir: string, log: SeedLog): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, ADMIN_CREDENTIALS_FILE);
  const text = [
    'Cordée site administrator (created when the database was seeded; change the password once signed in)',
    `email: ${credentials.email}`,
    `password: ${credentials.password}`,
    '',
  ].join('\n');
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  log.info({ file }, `site administrator created: its e-mail and password are in ${file}`);
}

/**
 * The accounts' part of seeding an empty database: the web app's own organization (its key is
 * configuration), the site administrator (credentials handed over once the seed has committed) and
 * the demo climbers.
 */
export const accountsSeed: SeedStep = {
  async seedEmpty(tx, config) {
    if (!(await findWebAppOrganization(tx))) {
      await insertOrganization(tx, { name: 'Cordée web app', usage_type: 'ecosystem', is_web_app: true });
    }
    const admin = await seedAccounts(tx, config.adminEmail);
    return admin ? (log) => handOverAdminCredentials(admin, config.dataDir, log) : undefined;
  },
};
