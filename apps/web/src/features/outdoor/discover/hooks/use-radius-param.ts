import { useSearchParams } from 'react-router';
import { DEFAULT_RADIUS, radiusOf } from '../components/radius-select';

/** The radius of an "around" list, kept in the URL (`?distance=50`); a new radius starts from page 1. */
export function useRadiusParam(): [number, (radius: number) => void] {
  const [search, setSearch] = useSearchParams();
  const radius = radiusOf(search.get('distance'));
  const setRadius = (next: number) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_RADIUS) updated.delete('distance');
        else updated.set('distance', String(next));
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return [radius, setRadius];
}
