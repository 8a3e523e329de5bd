import type { ReactNode } from 'react';
import classes from './request-details.module.css';

export interface RequestDetail {
  key: string;
  term: string;
  value: ReactNode;
}

/**
 * What a request says, as a list of terms and values: one column on a phone, terms beside their values on a wider
 * screen.
 */
export function RequestDetails({ details, testId }: { details: readonly RequestDetail[]; testId?: string }) {
  return (
    <dl className={classes.details} data-testid={testId}>
      {details.map(({ key, term, value }) => (
        <div key={key} className={classes.row}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.value} data-testid={testId ? `${testId}-${key}` : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
