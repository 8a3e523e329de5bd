import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/success-account-deleting` (spec §2.2): the account is gone, the climber signed out. */
export default function SuccessAccountDeletingPage() {
  const { t } = useTranslation('settings');
  return (
    <Container size="sm" px="md" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius={999} variant="light" aria-hidden>
          <IconCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{t('accountDeleted.title')}</Title>
        <Text size="lg">{t('accountDeleted.text')}</Text>
        <Text>{t('accountDeleted.back')}</Text>
        <Button component={Link} to="/" data-testid="account-deleted-home">
          {t('accountDeleted.home')}
        </Button>
      </Stack>
    </Container>
  );
}
