import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PlainButton, PlainButtonLink } from '../../../components/plain-ui';
import { ProseSection } from '../../../components/prose-section';
import { Anchor, Group, List, ListItem, Text } from '../../../components/ui';
import { ContentPage } from '../components/content-page';

const HELP = ['account', 'team', 'starter'] as const;

/** Where a 403 or a route guard sends the climber, with `gym_name` and `role` when the server states them. */
export default function RightRequiredPage() {
  const { t } = useTranslation('errors-pages');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The first page of a visit has the key 'default': there is no previous page in the app to go back to.
  const canGoBack = useLocation().key !== 'default';

  const gymName = searchParams.get('gym_name')?.trim() || null;
  const rawRole = searchParams.get('role')?.trim() || null;
  // Known roles get a readable name; any other value is shown as sent.
  const role =
    rawRole && /^\w+$/.test(rawRole) ? t(`rightRequired.roles.${rawRole}`, { defaultValue: rawRole }) : rawRole;

  let message: string;
  if (gymName && role) message = t('rightRequired.withBoth', { gym_name: gymName, role });
  else if (gymName) message = t('rightRequired.withGym', { gym_name: gymName });
  else if (role) message = t('rightRequired.withRole', { role });
  else message = t('rightRequired.generic');

  return (
    <ContentPage title={t('rightRequired.title')} lead={message}>
      <Group gap="sm">
        {canGoBack ? (
          <PlainButton onClick={() => navigate(-1)} leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('rightRequired.back')}
          </PlainButton>
        ) : null}
        <PlainButtonLink to="/" variant="default" leftSection={<IconHome size={18} aria-hidden />}>
          {t('rightRequired.home')}
        </PlainButtonLink>
      </Group>

      <ProseSection title={t('rightRequired.helpTitle')}>
        <List spacing="xs">
          {HELP.map((key) => (
            <ListItem key={key}>{t(`rightRequired.help.${key}`)}</ListItem>
          ))}
        </List>
        <Text>
          <Anchor to="/gyms/starter" fw={600}>
            {t('rightRequired.starterLink')}
          </Anchor>
        </Text>
      </ProseSection>
    </ContentPage>
  );
}
