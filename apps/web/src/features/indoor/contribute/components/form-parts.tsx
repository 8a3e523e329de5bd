import { TextInput, type TextInputProps } from '@mantine/core';

/** The `<form>` of every indoor wiki form, and its save and cancel. */
export { ApiFormFrame as IndoorFormFrame, SaveOrCancel as FormActions } from '../../../../components/form-parts';

/** A record's name: required, as long as the contract allows, never filled in by the browser. */
export function NameInput(props: TextInputProps) {
  return <TextInput maxLength={120} autoComplete="off" required {...props} />;
}
