/** The smallest box holding every point (degrees); the catalogue's maps and the crag map editor both fit to it. */
export interface BoundingBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** The box around `[latitude, longitude]` points; at least one point is expected. */
export function boundingBox(points: readonly (readonly [number, number])[]): BoundingBox {
  const latitudes = points.map(([latitude]) => latitude);
  const longitudes = points.map(([, longitude]) => longitude);
  return {
    south: Math.min(...latitudes),
    north: Math.max(...latitudes),
    west: Math.min(...longitudes),
    east: Math.max(...longitudes),
  };
}
