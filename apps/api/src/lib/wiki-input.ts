/** Enum values as stored: each once, in the order of the enum (so a reordering is no change). */
export function inEnumOrder<Value extends string>(values: readonly Value[], order: readonly Value[]): Value[] {
  return order.filter((value) => values.includes(value));
}

/** `{ field: value }` for each field given (undefined means "leave as it is"). */
export function givenFields<Input extends object>(input: Input): Partial<Input> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<Input>;
}
