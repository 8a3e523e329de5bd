import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SelectHTMLAttributes,
  type SyntheticEvent,
  useId,
  useState,
} from 'react';
import classes from './inputs.module.css';
import { cx } from './style-props';

/** What frames every field: its label, a description under it, its error under the input. */
interface FieldOwn {
  label: ReactNode;
  description?: ReactNode;
  /** The message of a refused value; the field is marked invalid while there is one. */
  error?: ReactNode;
  /** The class of the field's outer element. */
  className?: string;
  /** Mantine's size: `sm` (the default) or `md`, where the label, the texts, the box and its icons are larger. */
  size?: 'sm' | 'md';
  /** An icon at the start of the box, drawn over the input: a click on it goes through to the input. */
  leftSection?: ReactNode;
}

interface FieldIds {
  input: string;
  label: string;
  description: string;
  error: string;
}

/** The ids of a field's parts, from the input's own id when it has one (Mantine's naming). */
function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const input = id ?? generated;
  return { input, label: `${input}-label`, description: `${input}-description`, error: `${input}-error` };
}

/**
 * The attributes that tie an input to its texts (its error, its description, any other the page names) and say
 * whether its value was refused.
 */
function describedInput(ids: FieldIds, { description, error }: FieldOwn, extra: string | undefined) {
  const describedBy = [error ? ids.error : null, description ? ids.description : null, extra].filter(Boolean).join(' ');
  return { id: ids.input, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** A section at one end of the box; a passive one (an icon, a chevron) lets clicks through to the input. */
function Section({
  position,
  passive,
  children,
}: {
  position: 'left' | 'right';
  passive?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={classes.section} data-position={position} data-passive={passive || undefined}>
      {children}
    </div>
  );
}

/** The box around an input and its sections: Mantine's Input wrapper (variant `default`). */
function InputBox({
  field,
  rightSection,
  interactiveRight,
  pointer,
  children,
}: {
  field: FieldOwn;
  /** What the section at the end holds: an icon, passive like the one at the start, unless `interactiveRight`. */
  rightSection?: ReactNode;
  /** The section at the end takes clicks (the password's toggle). */
  interactiveRight?: boolean;
  pointer?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.box}
      data-error={field.error ? true : undefined}
      data-with-left-section={field.leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      data-offset-top={field.description ? true : undefined}
      data-offset-bottom={field.error ? true : undefined}
      data-pointer={pointer || undefined}
    >
      {field.leftSection ? (
        <Section position="left" passive>
          {field.leftSection}
        </Section>
      ) : null}
      {children}
      {rightSection ? (
        <Section position="right" passive={!interactiveRight}>
          {rightSection}
        </Section>
      ) : null}
    </div>
  );
}

/**
 * Mantine's Input.Wrapper: the label (a red asterisk when required), the description, the input, the error. Its size
 * sets the sizes of all of them (`data-size`, written for `md` only: the default needs no attribute).
 */
function FieldFrame({
  ids,
  field,
  required,
  children,
}: {
  ids: FieldIds;
  field: FieldOwn;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx(classes.root, field.className)} data-size={field.size === 'md' ? 'md' : undefined}>
      <label className={classes.label} htmlFor={ids.input} id={ids.label}>
        {field.label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {field.description ? (
        <p className={classes.description} id={ids.description}>
          {field.description}
        </p>
      ) : null}
      {children}
      {field.error ? (
        <p className={classes.error} id={ids.error}>
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'size'>;

function splitField<P extends FieldOwn>({ label, description, error, className, size, leftSection, ...others }: P) {
  return { field: { label, description, error, className, size, leftSection }, others };
}

/** Mantine's TextInput: a labelled input of one line (text, e-mail, date…). */
export function TextInput(
  props: FieldOwn &
    NativeInputProps & {
      /** An icon at the end of the box (a picker's chevron), which lets clicks through like the one at the start. */
      rightSection?: ReactNode;
    },
) {
  const { field, others } = splitField(props);
  const { rightSection, ...attributes } = others;
  const ids = useFieldIds(attributes.id);
  return (
    <FieldFrame ids={ids} field={field} required={attributes.required}>
      <InputBox field={field} rightSection={rightSection}>
        <input
          {...attributes}
          {...describedInput(ids, field, attributes['aria-describedby'])}
          className={classes.input}
        />
      </InputBox>
    </FieldFrame>
  );
}

/** Mantine's password toggle icon: an eye, struck through once the password shows. */
function EyeIcon({ reveal }: { reveal: boolean }) {
  const line = {
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeWidth: 16,
  } as const;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" className={classes.eye} aria-hidden="true">
      <path fill="none" d="M0 0h256v256H0z" />
      {reveal ? (
        <>
          <path {...line} d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
          <path
            {...line}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...line} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle {...line} cx="128" cy="128" r="40" />
        </>
      )}
    </svg>
  );
}

/**
 * The button that shows or hides the password. As Mantine's: out of the tab order, and pressed without taking
 * the focus from the input (the climber keeps typing).
 */
function VisibilityToggle({ label, visible, onToggle }: { label: string; visible: boolean; onToggle(): void }) {
  const press = (event: SyntheticEvent) => {
    event.preventDefault();
    onToggle();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') press(event);
  };
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-active ${classes.toggle}`}
      aria-pressed={visible}
      aria-label={label}
      tabIndex={-1}
      onMouseDown={press}
      onTouchEnd={press}
      onKeyDown={onKeyDown}
    >
      <EyeIcon reveal={visible} />
    </button>
  );
}

/** Mantine's PasswordInput: a labelled password input with a button that shows what was typed. */
export function PasswordInput(props: FieldOwn & Omit<NativeInputProps, 'type'> & { toggleLabel: string }) {
  const { field, others } = splitField(props);
  const { toggleLabel, ...attributes } = others;
  const ids = useFieldIds(attributes.id);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame ids={ids} field={field} required={attributes.required}>
      <InputBox
        field={field}
        interactiveRight
        rightSection={<VisibilityToggle label={toggleLabel} visible={visible} onToggle={() => setVisible(!visible)} />}
      >
        <input
          autoComplete="off"
          {...attributes}
          {...describedInput(ids, field, attributes['aria-describedby'])}
          type={visible ? 'text' : 'password'}
          className={classes.input}
        />
      </InputBox>
    </FieldFrame>
  );
}

/** Mantine's chevron of a select, two arrows one above the other; sized and coloured by the field it is in. */
export function InputChevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden>
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

type NativeSelectOwn = FieldOwn & { data: readonly { value: string; label: string }[] };

/** Mantine's NativeSelect: a labelled `<select>` of the given options, with its chevron. */
export function NativeSelect(
  props: NativeSelectOwn & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style' | 'size' | 'children'>,
) {
  const { field, others } = splitField(props);
  const { data, ...attributes } = others;
  const ids = useFieldIds(attributes.id);
  return (
    <FieldFrame ids={ids} field={field} required={attributes.required}>
      <InputBox field={field} pointer rightSection={<InputChevron />}>
        <select
          {...attributes}
          {...describedInput(ids, field, attributes['aria-describedby'])}
          className={classes.input}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </InputBox>
    </FieldFrame>
  );
}
