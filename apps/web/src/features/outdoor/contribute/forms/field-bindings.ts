import type { ChangeEvent } from 'react';
import type { PositionText } from '../../../../climbing/position-text';

/** What the bindings need of a form (`useWikiForm`'s answer). */
interface BindableForm<Values> {
  values: Values;
  setField: <Field extends keyof Values>(field: Field, value: Values[Field]) => void;
  fieldError: (field: string) => string | undefined;
}

/**
 * The names of the fields held as text (what an input, a textarea or a native select edits); the
 * values' `Record<string, unknown>` index is left out so that only the named fields count.
 */
type TextField<Values> = keyof {
  [Field in keyof Values as string extends Field ? never : Values[Field] extends string ? Field : never]: true;
} &
  string;

type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Every field of the wiki's forms was wired by hand the same way (its value, a change handler
 * writing it back, its 422 text): these bindings say it once, spread on the input.
 */
export function fieldBindings<Values>(form: BindableForm<Values>) {
  return {
    /** A Mantine input, textarea or native select on a text field. */
    bindInput: <Field extends TextField<Values>>(field: Field) => ({
      value: form.values[field] as string,
      onChange: (event: ChangeEvent<TextElement>) => form.setField(field, event.currentTarget.value as Values[Field]),
      error: form.fieldError(field),
    }),
    /** An input handing its value itself to `onChange` (the enum choices, the orientations). */
    bindValue: <Field extends keyof Values & string>(field: Field) => ({
      value: form.values[field],
      onChange: (value: Values[Field]) => form.setField(field, value),
      error: form.fieldError(field),
    }),
  };
}

/** The `PositionPicker` of a form holding a point as its two coordinate fields. */
export function bindPosition<Values extends PositionText>(form: BindableForm<Values>) {
  return {
    value: { latitude: form.values.latitude, longitude: form.values.longitude },
    onChange: (position: PositionText) => {
      form.setField('latitude', position.latitude as Values['latitude']);
      form.setField('longitude', position.longitude as Values['longitude']);
    },
    errors: { latitude: form.fieldError('latitude'), longitude: form.fieldError('longitude') },
  };
}
