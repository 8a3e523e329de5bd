import { type ComponentType, useEffect, useState } from 'react';
import { useNearScreen } from './use-near-screen';

/** A part of a page whose code loads as its place nears the screen, and what its place shows meanwhile. */
export interface PartNearScreen<Props> {
  /** Given to the place's element: its distance to the screen is watched. */
  place: (element: HTMLElement | null) => void;
  /** Whether the place came within `margin` of the screen (then stays so). */
  near: boolean;
  /** The part, once its chunk has loaded. */
  Part: ComponentType<Props> | null;
  /** Its chunk could not be fetched (offline, and not kept on the device). */
  failed: boolean;
  /** Asks for the chunk again; `attempt` counts the tries (a key that renders the part afresh). */
  retry: () => void;
  attempt: number;
}

/**
 * Loads a part's chunk (`load`) once its place comes within `margin` of the screen, never with the page's first
 * visit (docs/decisions/032): a record's media section, a photo's discussion. A failed load is said, and tried again
 * on demand.
 */
export function usePartNearScreen<Props>(
  load: () => Promise<ComponentType<Props>>,
  margin: string,
): PartNearScreen<Props> {
  const [place, near] = useNearScreen(margin);
  const [Part, setPart] = useState<ComponentType<Props> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt asks for the part's chunk again.
  useEffect(() => {
    if (!near || Part) return;
    let current = true;
    load().then(
      (loaded) => {
        if (current) setPart(() => loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [near, Part, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { place, near, Part, failed, retry, attempt };
}
