import classes from './map-placeholder.module.css';

/** The heights the discover maps take: a list's map in pixels, or the whole of its box. */
export type MapHeight = 320 | 340 | 360 | 420 | '100%';

/** A map's place on the server and while Leaflet loads: its size and the map's name, nothing that moves. */
export function MapPlaceholder({ height, label }: { height: MapHeight; label: string }) {
  return (
    <div
      className={classes.placeholder}
      data-height={height === '100%' ? 'fill' : height}
      role="status"
      aria-label={label}
    />
  );
}
