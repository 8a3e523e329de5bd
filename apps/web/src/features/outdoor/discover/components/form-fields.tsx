import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cx } from '../../../../components/ui/style-props';
import classes from './form-fields.module.css';

/** The label over a field, as Mantine's input wrapper lays it out. */
function Field({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx(classes.root, className)}>
      <label className={classes.label} htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'size'> {
  label: ReactNode;
  /** An icon at the start of the box. */
  leftSection?: ReactNode;
  /** Classes of the field (label and box), to size it in its row. */
  className?: string;
}

/** A text box with its label (Mantine's TextInput, size `md`). */
export function TextField({ label, leftSection, className, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} className={className}>
      <div className={classes.wrapper} data-with-left-section={leftSection ? true : undefined}>
        {leftSection ? (
          <div className={classes.section} data-position="left">
            {leftSection}
          </div>
        ) : null}
        <input {...input} id={inputId} className={classes.input} />
      </div>
    </Field>
  );
}

/** Mantine's chevron of a list, two arrows one above the other. */
function Chevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style' | 'size'> {
  label: ReactNode;
  data: readonly SelectOption[];
  /** Classes of the field (label and list), to size it in its row. */
  className?: string;
}

/** A native list with its label (Mantine's NativeSelect, size `md`). */
export function SelectField({ label, data, className, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field id={selectId} label={label} className={className}>
      <div className={classes.wrapper} data-with-right-section>
        <select {...select} id={selectId} className={classes.input}>
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div className={classes.section} data-position="right">
          <Chevron />
        </div>
      </div>
    </Field>
  );
}

interface FieldStandInProps {
  label: ReactNode;
  /** What the field holds, as it will show it. */
  value: string;
  placeholder?: string;
  /** A list's chevron at the end of the box. */
  chevron?: boolean;
  className?: string;
}

/**
 * A field that only works in the browser (Mantine's pickers), as it will look, until the page has hydrated: the
 * server's HTML shows the form whole, and nothing moves when the field takes its place.
 */
export function FieldStandIn({ label, value, placeholder, chevron = false, className }: FieldStandInProps) {
  const id = useId();
  return (
    <Field id={id} label={label} className={className}>
      <div className={classes.wrapper} data-with-right-section={chevron || undefined}>
        <input id={id} className={classes.input} value={value} placeholder={placeholder} readOnly />
        {chevron ? (
          <div className={classes.section} data-position="right">
            <Chevron />
          </div>
        ) : null}
      </div>
    </Field>
  );
}
