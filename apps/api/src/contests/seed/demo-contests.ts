import type { ContestGender, ContestRankingType, ContestStepKind } from '@climb/contracts';

/*
 * What the demo contests are made of (docs/domain/contests.md): two contests of the demo bouldering gym,
 * their categories, waves and steps, and invented participants whose names say they are demo ones (climbing words
 * as surnames). The dates are counted from the seed's day; the results come from a seeded generator, so every
 * install shows the same rankings.
 */

export interface DemoCategory {
  name: string;
  unisex: boolean;
  min_age: number | null;
  max_age: number | null;
}

export interface DemoWave {
  name: string;
  /** Local time in the gym, on the contest's day. */
  from: string;
  to: string;
  capacity: number;
}

export interface DemoStep {
  name: string;
  kind: ContestStepKind;
  ranking_type: ContestRankingType;
  qualified_count: number | null;
  self_reporting: boolean;
  routes: number;
  zones: number;
}

export interface DemoPerson {
  first_name: string;
  last_name: string;
  gender: ContestGender;
  /** Index into the contest's categories. */
  category: number;
  /** Index into the contest's waves, when it has some. */
  wave?: number;
}

export interface DemoContest {
  name: string;
  description: string;
  /** Days from the seed's day to the contest's (one day). */
  startsInDays: number;
  /** Days from the seed's day to the registration window's bounds. */
  opensInDays: number;
  closesInDays: number;
  categories: readonly DemoCategory[];
  waves: readonly DemoWave[];
  steps: readonly DemoStep[];
  people: readonly DemoPerson[];
  /** Whether the steps get results (the contest is over). */
  withResults: boolean;
}

const ADULTS: DemoCategory = { name: 'Adultes', unisex: false, min_age: 16, max_age: null };
const UNDER_16: DemoCategory = { name: 'U16', unisex: true, min_age: null, max_age: 15 };

const WOMEN = ['Léa', 'Chloé', 'Inès', 'Manon', 'Jade', 'Camille', 'Zoé', 'Lina', 'Rose', 'Alice', 'Nina', 'Sarah'];
const MEN = ['Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Adam', 'Raphaël', 'Nathan', 'Tom', 'Paul', 'Noé', 'Sacha'];
const SURNAMES = [
  'Réglette',
  'Dévers',
  'Magnésie',
  'Crochet',
  'Arquée',
  'Dalle',
  'Bidoigt',
  'Talonnette',
  'Jeté',
  'Volume',
  'Pince',
  'Inversée',
  'Toit',
  'Mousqueton',
  'Baudrier',
  'Chausson',
];

/**
 * `count` demo people of one gender in a category, the `from`-th onwards in the contest: the first names and the
 * surnames turn at different paces, so no two people of a contest (fewer than 48) share a name.
 */
function people(
  gender: ContestGender,
  count: number,
  category: number,
  from: number,
  wave?: (index: number) => number,
): DemoPerson[] {
  const firstNames = gender === 'female' ? WOMEN : MEN;
  return Array.from({ length: count }, (_, index) => ({
    first_name: firstNames[(from + index) % firstNames.length] as string,
    last_name: SURNAMES[(from + index) % SURNAMES.length] as string,
    gender,
    category,
    ...(wave ? { wave: wave(index) } : {}),
  }));
}

const DEMO_NOTICE =
  'Contest de démonstration : ses participants sont inventés. Demo contest: its climbers are made up.';

/** Ended a week ago: 30 climbers, a qualification (8 of each ranking through) and a final, all results in. */
export const FINISHED_CONTEST: DemoContest = {
  name: 'Coupe de bloc démo',
  description: `La coupe de bloc de la salle, qualifications le matin, finale le soir. ${DEMO_NOTICE}`,
  startsInDays: -7,
  opensInDays: -49,
  closesInDays: -8,
  categories: [ADULTS, UNDER_16],
  waves: [],
  steps: [
    {
      name: 'Qualifications',
      kind: 'qualification',
      ranking_type: 'ifsc_2025_boulder',
      qualified_count: 8,
      self_reporting: false,
      routes: 6,
      zones: 1,
    },
    {
      name: 'Finale',
      kind: 'final',
      ranking_type: 'ifsc_2025_boulder',
      qualified_count: null,
      self_reporting: false,
      routes: 4,
      zones: 1,
    },
  ],
  people: [
    ...people('female', 10, 0, 0),
    ...people('male', 10, 0, 10),
    ...people('female', 5, 1, 20),
    ...people('male', 5, 1, 25),
  ],
  withResults: true,
};

/** In three weeks, registration open: a morning wave one place from full, an afternoon one with room. */
export const UPCOMING_CONTEST: DemoContest = {
  name: 'Open de bloc démo',
  description: `Un open de bloc en deux vagues : chacun note ses blocs en qualification, puis finale. ${DEMO_NOTICE}`,
  startsInDays: 21,
  opensInDays: -7,
  closesInDays: 20,
  categories: [ADULTS, UNDER_16],
  waves: [
    { name: 'Matin', from: '09:00', to: '12:30', capacity: 10 },
    { name: 'Après-midi', from: '14:00', to: '17:30', capacity: 30 },
  ],
  steps: [
    {
      name: 'Qualifications',
      kind: 'qualification',
      ranking_type: 'division_and_zone',
      qualified_count: 6,
      self_reporting: true,
      routes: 12,
      zones: 1,
    },
    {
      name: 'Finale',
      kind: 'final',
      ranking_type: 'ifsc_2025_boulder',
      qualified_count: null,
      self_reporting: false,
      routes: 4,
      zones: 1,
    },
  ],
  // Nine in the morning wave (capacity 10), seven in the afternoon.
  people: [
    ...people('female', 5, 0, 3, (index) => (index < 4 ? 0 : 1)),
    ...people('male', 6, 0, 8, (index) => (index < 3 ? 0 : 1)),
    ...people('female', 2, 1, 14, (index) => index),
    ...people('male', 3, 1, 16, (index) => (index === 0 ? 0 : 1)),
  ],
  withResults: false,
};

/** A small seeded generator (mulberry32): the same numbers in [0, 1) on every install. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
