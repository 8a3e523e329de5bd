import { IconAlertCircle } from '@tabler/icons-react';
import { Alert } from './ui';

/** The form-level error of a form (wrong credentials, expired link, too many attempts…), announced to screen readers. */
export function FormNotice({ notice }: { notice: string | null | undefined }) {
  if (!notice) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      {notice}
    </Alert>
  );
}
