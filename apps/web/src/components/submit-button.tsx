import type { ReactNode } from 'react';
import { PlainButton } from './plain-ui';
import classes from './submit-button.module.css';

/**
 * A form's submit button, the width of the form (Mantine's Button `fullWidth`). While the form is sent it turns
 * into Mantine's loader and takes no second press; its words stay for screen readers.
 */
export function SubmitButton({ loading, icon, children }: { loading: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <PlainButton
      type="submit"
      fullWidth
      leftSection={icon}
      disabled={loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={classes.button}
      classNames={{ section: classes.hidden }}
    >
      <span className={classes.hidden}>{children}</span>
      {loading ? <span className={classes.loader} aria-hidden /> : null}
    </PlainButton>
  );
}
