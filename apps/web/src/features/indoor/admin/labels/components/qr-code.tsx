import { useMemo } from 'react';
import { encode } from 'uqr';
import classes from './route-label.module.css';

/** The SVG path of a QR code's dark modules, one square per module (`M x y h1 v1 h-1 z`). */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/**
 * A QR code of `value` (a route's absolute address), drawn as SVG from the modules `uqr` computes: sharp at any print
 * size, no image downloaded. Its quiet zone is part of the drawing; `label` names it for screen readers.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  // Encoding is the costly part of a label (a few milliseconds each): once per address, not once per render.
  const { path, size } = useMemo(() => {
    const { data, size } = encode(value, { ecc: 'M', border: 2 });
    return { path: qrPath(data), size };
  }, [value]);
  return (
    <svg
      className={classes.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="label-qr"
      data-value={value}
    >
      <rect width={size} height={size} className={classes.qrPaper} />
      <path d={path} className={classes.qrInk} />
    </svg>
  );
}
