import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './ui';

/** A password input whose show/hide button is named in the interface's language. */
export function PasswordField(props: Omit<ComponentProps<typeof PasswordInput>, 'toggleLabel'>) {
  const { t } = useTranslation('common');
  return <PasswordInput {...props} toggleLabel={t('actions.togglePassword')} />;
}
