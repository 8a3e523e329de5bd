/*
 * Moving through a record's gallery in the viewer: the arrow keys on a desktop, a swipe on a phone. Pure rules, apart
 * from the hook that listens (`use-photo-steps.ts`), so they are tested without a browser.
 */

/** Towards the previous photo of the gallery, or the next. */
export type PhotoStep = 'previous' | 'next';

/** How far a finger must travel sideways for a swipe, in CSS pixels: past a tap's wobble, well short of the screen. */
export const SWIPE_DISTANCE = 40;

/** A swipe is mostly sideways: its horizontal travel at least this many times its vertical one (else a scroll). */
const SIDEWAYS = 1.5;

interface Point {
  x: number;
  y: number;
}

/**
 * The step a finger's travel from `start` to `end` asks for: a swipe to the left shows the next photo (the gallery
 * moves under the finger), to the right the previous one; a short or mostly vertical travel asks for none.
 */
export function swipeStep(start: Point, end: Point, distance = SWIPE_DISTANCE): PhotoStep | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < distance || Math.abs(dx) < Math.abs(dy) * SIDEWAYS) return null;
  return dx < 0 ? 'next' : 'previous';
}

interface StepKey {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Whether a key pressed in `target` belongs to it: a field, a list box, an open dialog or an editable text. */
function keptByTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"]') !== null
  );
}

/**
 * The step an arrow key asks for: ← the previous photo, → the next. None with a modifier (the browser's own
 * shortcuts: Alt+← goes back), in a field or a dialog, or when the key was already handled.
 */
export function keyStep(event: StepKey): PhotoStep | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null;
  if (keptByTarget(event.target)) return null;
  return event.key === 'ArrowLeft' ? 'previous' : 'next';
}
