import { type ReactNode, useId } from 'react';
import classes from './chips.module.css';

export interface ChipOption<Value extends string> {
  value: Value;
  label: string;
  /** Before the label: a colour swatch, an icon. */
  leading?: ReactNode;
  /** After the label, dimmed: a level's grade. */
  hint?: string;
}

/**
 * One choice among a few, as chips a thumb taps (44 px high), under a legend: native radio buttons, so screen readers
 * and keyboards read a radio group, drawn on plain elements (no Mantine component, no style attribute): the route
 * panel's logger loads into a page the server rendered.
 */
export function Chips<Value extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  hideLegend = false,
  stacked = false,
  testId,
}: {
  legend: string;
  options: readonly ChipOption<Value>[];
  value: Value | '';
  onChange: (value: Value) => void;
  /** The message of a refused choice, under the chips. */
  error?: string;
  /** The legend for screen readers only (the chips say it already). */
  hideLegend?: boolean;
  /** One under the other, each as wide as the list (a route's name, its sector): a list to pick from. */
  stacked?: boolean;
  testId?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid={testId}
    >
      <legend className={hideLegend ? classes.hiddenLegend : classes.legend}>{legend}</legend>
      <div className={classes.chips} data-stacked={stacked || undefined}>
        {options.map((option) => (
          <label key={option.value} className={classes.chip} data-value={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={classes.input}
            />
            <span className={classes.face}>
              {option.leading}
              <span>{option.label}</span>
              {option.hint ? <span className={classes.hint}>{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
