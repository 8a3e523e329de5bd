import type { Database } from '../../../src/db/client';
import { countries, departments, towns } from '../../../src/db/schema';

type TownRow = typeof towns.$inferSelect;
type DepartmentRow = typeof departments.$inferSelect;

/** France and a few of its departments, inserted directly (the real reference data is the seed's work). */
export async function insertFrance(db: Database) {
  const [country] = await db.insert(countries).values({ code: 'FR', name_fr: 'France', name_en: 'France' }).returning();
  if (!country) throw new Error('insertFrance: no country returned');
  const inserted = await db
    .insert(departments)
    .values(
      [
        { number: '05', name: 'Hautes-Alpes', slug: 'hautes-alpes', region_name: 'Provence-Alpes-Côte d’Azur' },
        {
          number: '04',
          name: 'Alpes-de-Haute-Provence',
          slug: 'alpes-de-haute-provence',
          region_name: 'Provence-Alpes-Côte d’Azur',
        },
        { number: '2A', name: 'Corse-du-Sud', slug: 'corse-du-sud', region_name: 'Corse' },
        { number: '77', name: 'Seine-et-Marne', slug: 'seine-et-marne', region_name: 'Île-de-France' },
        { number: '971', name: 'Guadeloupe', slug: 'guadeloupe', region_name: 'Guadeloupe' },
      ].map((department) => ({ ...department, country_id: country.id })),
    )
    .returning();
  const byNumber = Object.fromEntries(inserted.map((row) => [row.number, row])) as Record<string, DepartmentRow>;
  return { country, departments: byNumber };
}

/** A town with its coordinates, as the seed stores them. */
export async function insertTown(
  db: Database,
  values: Omit<typeof towns.$inferInsert, 'country_id'> & { country_id: number },
): Promise<TownRow> {
  const [row] = await db.insert(towns).values(values).returning();
  if (!row) throw new Error('insertTown: no row returned');
  return row;
}
