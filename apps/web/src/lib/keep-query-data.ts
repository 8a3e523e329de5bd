/*
 * Whether the query data of the pages seen is kept on the device for offline visits (`query-persistence.ts`):
 * switched on by the browser's start (main.tsx) alone, never by the server renderer nor by the tests. A tiny
 * module of its own, so that the start page loads neither the query library nor IndexedDB code.
 */

let keeping = false;
let start: (() => void) | null = null;

/** Called once by the browser's start: the query client keeps its data on the device once it loads. */
export function keepQueryDataOnDevice(): void {
  keeping = true;
  start?.();
  start = null;
}

/** Runs `run` once the data is to be kept: at once when it is, else when the start switches it on. */
export function whenKeepingQueryData(run: () => void): void {
  if (keeping) run();
  else start = run;
}
