import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 404 (spec §2.1, §8): unknown routes and pages whose route parameters fail validation. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={900} lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} data-testid="not-found-title">
          {t('errors.notFound.title')}
        </Title>
        <Text>{t('errors.notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('errors.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
