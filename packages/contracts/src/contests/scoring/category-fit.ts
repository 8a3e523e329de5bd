/*
 * Which categories a person fits (docs/domain/contests.md, "Ties, qualification and combined rankings"): dates are
 * ISO strings (`YYYY-MM-DD`), read for their year only, so no time zone moves a birthday.
 */

/** A category's bounds as the fit reads them: ages (bounds included) first, else birth years, else open. */
export interface CategoryBounds {
  id: number;
  unisex: boolean;
  min_age: number | null;
  max_age: number | null;
  min_birth_year: number | null;
  max_birth_year: number | null;
}

const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));

/** The age reached during the contest's year: the contest's year minus the birth year. */
export function ageInContestYear(dateOfBirth: string, contestStartDate: string): number {
  return yearOf(contestStartDate) - yearOf(dateOfBirth);
}

const within = (value: number, min: number | null, max: number | null): boolean =>
  (min === null || value >= min) && (max === null || value <= max);

/**
 * The ids of the categories a person fits, in the given order. A category with an age bound fits by the age reached
 * in the contest's year; one with birth years only, by the birth year; one with neither fits everyone. The gender
 * does not decide the fit: it decides the ranking group inside a category that is not unisex.
 */
export function fittingCategories(
  categories: readonly CategoryBounds[],
  person: { date_of_birth: string; gender?: string },
  contestStartDate: string,
): number[] {
  const age = ageInContestYear(person.date_of_birth, contestStartDate);
  const birthYear = yearOf(person.date_of_birth);
  return categories
    .filter((category) =>
      category.min_age !== null || category.max_age !== null
        ? within(age, category.min_age, category.max_age)
        : within(birthYear, category.min_birth_year, category.max_birth_year),
    )
    .map((category) => category.id);
}
