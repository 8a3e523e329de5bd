import classes from './spinner.module.css';

/** A turning ring while something loads; the words beside it say what (it is hidden from screen readers). */
export function Spinner({ size = 'sm' }: { size?: 'tiny' | 'sm' }) {
  return <span className={classes.spinner} data-size={size === 'sm' ? undefined : size} aria-hidden="true" />;
}
