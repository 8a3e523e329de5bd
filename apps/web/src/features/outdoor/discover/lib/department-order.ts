/** Corsica's 2A and 2B sit where 20 was, so departments read in the order of their numbers. */
function orderKey(number: string): number {
  const corsica = { '2A': 20.1, '2B': 20.2 }[number.toUpperCase()];
  return corsica ?? Number.parseInt(number, 10);
}

export function compareDepartmentNumbers(a: string, b: string): number {
  return orderKey(a) - orderKey(b);
}
