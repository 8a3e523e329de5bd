import { PRODUCT_NAME } from '@climb/contracts';
import { Button, Center, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown in the blank layout while the maintenance flag is on; the shell redirects to / when it is off. */
export default function MaintenancePage() {
  const { t } = useTranslation('errors-pages');

  return (
    <Container size="sm" py="xl">
      <Center mih="80vh">
        <Stack align="center" gap="lg" ta="center">
          <ThemeIcon variant="light" size={72} radius="xl" aria-hidden>
            <IconTool size={40} stroke={1.5} aria-hidden />
          </ThemeIcon>
          <Title order={1}>{t('maintenance.title')}</Title>
          <Text size="lg">{t('maintenance.lead', { product: PRODUCT_NAME })}</Text>
          <Text>{t('maintenance.data')}</Text>
          <Button
            size="md"
            onClick={() => window.location.reload()}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            {t('maintenance.retry')}
          </Button>
        </Stack>
      </Center>
    </Container>
  );
}
