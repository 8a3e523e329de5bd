import type { Photo, PhotoVariant } from '@climb/contracts';

/**
 * A `srcset` of a photo's sizes, each with its width (`…/thumbnail.webp 480w, …/medium.webp 1280w`). A photo smaller
 * than a size's bound has two sizes of the same width: the smaller name is kept, a width given twice being void.
 */
export function photoSrcSet(photo: Pick<Photo, 'variants'>, sizes: readonly PhotoVariant[]): string {
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const size of sizes) {
    const file = photo.variants[size];
    if (seen.has(file.width)) continue;
    seen.add(file.width);
    candidates.push(`${file.url} ${file.width}w`);
  }
  return candidates.join(', ');
}
