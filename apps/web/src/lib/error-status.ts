interface ErrorLike {
  statusCode?: unknown;
  status?: unknown;
  response?: { status?: unknown } | null;
}

function asStatus(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The status of any error (spec §8): statusCode, else status, else the response status, else 500. */
export function errorStatus(error: unknown): number {
  if (error === null || typeof error !== 'object') return 500;
  const candidate = error as ErrorLike;
  return asStatus(candidate.statusCode) ?? asStatus(candidate.status) ?? asStatus(candidate.response?.status) ?? 500;
}
