/** Age from which a climber may use partner search (docs/domain/accounts.md: minors cannot). */
export const ADULT_AGE = 18;

/** Full years between a `YYYY-MM-DD` date of birth and `today` (a date or `YYYY-MM-DD`), or null when unknown. */
export function ageOn(dateOfBirth: string | null | undefined, today: Date | string = new Date()): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!birth) return null;
  const day = typeof today === 'string' ? today : today.toISOString().slice(0, 10);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [birthYear, birthMonth, birthDate] = birth.slice(1).map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && date >= birthDate);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** Whether a climber is a minor; an unknown date of birth is not taken as a minor. */
export function isMinor(dateOfBirth: string | null | undefined, today: Date | string = new Date()): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < ADULT_AGE;
}
