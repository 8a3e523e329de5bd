import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isBuilt } from '../../lib/built-pages';
import { signInPath } from './redirect-path';

/** For a visitor on a page that needs an account: why, and a way to sign in and come back. */
export function SignInInvitation({ text }: { text: string }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="sign-in-invitation">
      <Stack gap="md" align="flex-start">
        <Text>{text}</Text>
        {isBuilt('/sign-in') ? (
          <Button
            component={Link}
            to={signInPath(`${pathname}${search}`)}
            leftSection={<IconLogin size={18} aria-hidden />}
          >
            {t('account.signIn')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
