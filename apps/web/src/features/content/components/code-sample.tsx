import classes from './content.module.css';

/**
 * A block of code that wraps instead of scrolling, so it reads at 360 px wide and never
 * becomes a scrollable region a keyboard cannot reach.
 */
export function CodeSample({ children }: { children: string }) {
  return (
    <pre className={classes.codeBlock} dir="ltr">
      {children}
    </pre>
  );
}
