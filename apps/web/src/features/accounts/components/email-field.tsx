import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/ui';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string | null;
}

/** The e-mail field of the account forms (sign-in, sign-up, password reset): one label, one keyboard, one autofill. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const { t } = useTranslation('accounts');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
