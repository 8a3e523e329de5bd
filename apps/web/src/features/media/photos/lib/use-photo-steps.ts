import { type PointerEvent, useCallback, useEffect, useRef } from 'react';
import { keyStep, type PhotoStep, swipeStep } from './photo-steps';

/** Where a swipe began, and whether a second finger joined it (a pinch to zoom, not a swipe). */
interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  pinched: boolean;
}

/**
 * The viewer's ways to the previous and next photos: ←/→ anywhere on the page, and a swipe on the photo (touch
 * or pen, one finger). `onStep` is called only towards a photo that exists. The handlers go on the photo's frame,
 * whose `touch-action: pan-y pinch-zoom` leaves sideways moves to the page and scrolling and zooming to the browser.
 */
export function usePhotoSteps(steps: Record<PhotoStep, boolean>, onStep: (step: PhotoStep) => void) {
  const latest = useRef({ steps, onStep });
  latest.current = { steps, onStep };
  const gesture = useRef<Gesture | null>(null);

  const take = useCallback((step: PhotoStep | null): boolean => {
    if (!step || !latest.current.steps[step]) return false;
    latest.current.onStep(step);
    return true;
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (take(keyStep(event))) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [take]);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') return;
    if (!event.isPrimary) {
      if (gesture.current) gesture.current.pinched = true;
      return;
    }
    gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, pinched: false };
  }, []);

  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const started = gesture.current;
      if (!started || event.pointerId !== started.pointerId) return;
      gesture.current = null;
      if (!started.pinched) take(swipeStep(started, { x: event.clientX, y: event.clientY }));
    },
    [take],
  );

  const onPointerCancel = useCallback((event: PointerEvent<HTMLElement>) => {
    if (gesture.current?.pointerId === event.pointerId) gesture.current = null;
  }, []);

  return { onPointerDown, onPointerUp, onPointerCancel };
}
