import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide button is named in the interface's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('actions.togglePassword'), ...props.visibilityToggleButtonProps }}
    />
  );
}
