import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/plain-ui';
import { Stack, Text, ThemeIcon, Title } from '../../../components/ui';
import classes from './success-account-deleting-page.module.css';

/** `/success-account-deleting` (spec §2.2): the account is gone, the climber signed out. */
export default function SuccessAccountDeletingPage() {
  const { t } = useTranslation('settings');
  return (
    <div className={classes.page}>
      <Stack align="center" gap="md" className={classes.stack}>
        <ThemeIcon variant="light" className={classes.icon} aria-hidden>
          <IconCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{t('accountDeleted.title')}</Title>
        <Text size="lg">{t('accountDeleted.text')}</Text>
        <Text>{t('accountDeleted.back')}</Text>
        <PlainButtonLink to="/" data-testid="account-deleted-home">
          {t('accountDeleted.home')}
        </PlainButtonLink>
      </Stack>
    </div>
  );
}
