import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlainButtonLink } from '../../components/plain-ui';
import { Paper, Stack, Text } from '../../components/ui';
import { isBuilt } from '../../lib/built-pages';
import { signInPath } from './redirect-path';

/**
 * For a visitor on a page that needs an account: why, and a way to sign in and come back. On the pages' kit, so that
 * a page the server renders can show it without loading Mantine's components.
 */
export function SignInInvitation({ text }: { text: string }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="sign-in-invitation">
      <Stack gap="md" align="flex-start">
        <Text>{text}</Text>
        {isBuilt('/sign-in') ? (
          <PlainButtonLink to={signInPath(`${pathname}${search}`)} leftSection={<IconLogin size={18} aria-hidden />}>
            {t('account.signIn')}
          </PlainButtonLink>
        ) : null}
      </Stack>
    </Paper>
  );
}
