interface ErrorLike {
  statusCode?: unknown;
  status?: unknown;
  response?: { status?: unknown } | null;
  /** React Router's `data(body, { status })`, thrown while rendering (a page's route parameters, a missing record). */
  init?: { status?: unknown } | null;
}

function asStatus(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The status of any error (spec §8): statusCode, else status, else the response's or `data()`'s status, else 500. */
export function errorStatus(error: unknown): number {
  if (error === null || typeof error !== 'object') return 500;
  const candidate = error as ErrorLike;
  return (
    asStatus(candidate.statusCode) ??
    asStatus(candidate.status) ??
    asStatus(candidate.response?.status) ??
    asStatus(candidate.init?.status) ??
    500
  );
}
