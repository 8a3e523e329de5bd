import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnline } from './offline-indicator';

/** Any error other than 404: a generic title (spec §2.1) and a way out. */
export default function ErrorPage() {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} data-testid="error-title">
          {t('errors.generic.title')}
        </Title>
        <Text>{online ? t('errors.generic.text') : t('errors.generic.offline')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errors.retry')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('errors.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
