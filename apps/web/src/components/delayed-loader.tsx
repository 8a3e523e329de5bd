import { MIN_FETCH_DISPLAY_DELAY_MS } from '@climb/contracts';
import { useEffect, useState } from 'react';
import classes from './delayed-loader.module.css';

/** A loader shown only when loading lasts over 200 ms, so fast pages never flicker (spec §9). */
export function DelayedLoader({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), MIN_FETCH_DISPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={classes.center}>
      {/* A span has no role of its own: "status" lets it carry its label. */}
      {visible ? <span className={classes.loader} role="status" aria-label={label} /> : null}
    </div>
  );
}
