import { useEffect, useState } from 'react';

/** How far below the screen a map starts loading: its place shows a skeleton until Leaflet has drawn it. */
const NEAR_MARGIN = '100px 0px';

/**
 * Whether the element given to the ref is near the screen (within `margin` of it, a map's by default). False on the
 * server and while the page hydrates, so that a map below the fold of a phone loads Leaflet (its code and styles) only
 * as the climber scrolls towards it, never during the page's start.
 */
export function useNearScreen(margin: string = NEAR_MARGIN): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near];
}
