import { PasswordField } from '../../../components/password-field';
import { PasswordRules } from './password-rules';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

interface NewPasswordFieldsProps {
  /** The first field's label (a new password, or the password of a new account). */
  label: string;
  confirmationLabel: string;
  values: NewPasswordValues;
  setField: (field: keyof NewPasswordValues, value: string) => void;
  fieldError: (field: string) => string | undefined;
  /** The id of the rules list the first field points to. */
  rulesId: string;
}

/** A new password, its rules as they are met, and its confirmation (sign-up, new password). */
export function NewPasswordFields({
  label,
  confirmationLabel,
  values,
  setField,
  fieldError,
  rulesId,
}: NewPasswordFieldsProps) {
  const field = (name: keyof NewPasswordValues, fieldLabel: string, describedBy?: string) => (
    <PasswordField
      label={fieldLabel}
      name={name}
      autoComplete="new-password"
      required
      value={values[name]}
      onChange={(event) => setField(name, event.currentTarget.value)}
      error={fieldError(name)}
      aria-describedby={describedBy}
    />
  );
  return (
    <>
      {field('password', label, rulesId)}
      <PasswordRules value={values.password} id={rulesId} />
      {field('password_confirmation', confirmationLabel)}
    </>
  );
}
