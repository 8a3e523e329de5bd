import { PRODUCT_NAME } from '@climb/contracts';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain-ui';
import { Center, Stack, Text, ThemeIcon, Title } from '../../../components/ui';
import classes from '../components/content.module.css';

/** Shown in the blank layout while the maintenance flag is on; the shell redirects to / when it is off. */
export default function MaintenancePage() {
  const { t } = useTranslation('errors-pages');

  return (
    <div className={classes.container} data-size="sm">
      <Center className={classes.fullHeight}>
        <Stack align="center" gap="lg">
          <ThemeIcon variant="light" radius="xl" className={classes.icon72} aria-hidden>
            <IconTool size={40} stroke={1.5} aria-hidden />
          </ThemeIcon>
          <Title order={1} ta="center">
            {t('maintenance.title')}
          </Title>
          <Text size="lg" ta="center">
            {t('maintenance.lead', { product: PRODUCT_NAME })}
          </Text>
          <Text ta="center">{t('maintenance.data')}</Text>
          <PlainButton
            size="md"
            onClick={() => window.location.reload()}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            {t('maintenance.retry')}
          </PlainButton>
        </Stack>
      </Center>
    </div>
  );
}
