import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/plain-ui';
import { Group, Stack, Text, Title } from '../../../components/ui';
import { MY_MEDIA_PATHS } from '../shared/media-paths';
import { MEDIA_NAMESPACE } from '../shared/media-texts';
import classes from './media-home.module.css';

export type MediaHomeTab = keyof typeof MY_MEDIA_PATHS;

const TABS: MediaHomeTab[] = ['overview', 'photos', 'videos'];

/** The climber's media pages as links, the one shown marked. */
function MediaHomeTabs({ current }: { current: MediaHomeTab }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  return (
    <Group component="nav" aria-label={t('home.tabs.label')} gap="xs" wrap="wrap" data-testid="media-tabs">
      {TABS.map((tab) => {
        const active = tab === current;
        return (
          <PlainButtonLink
            key={tab}
            to={MY_MEDIA_PATHS[tab]}
            variant={active ? 'filled' : 'default'}
            className={classes.tab}
            aria-current={active ? 'page' : undefined}
          >
            {t(`home.tabs.${tab}`)}
          </PlainButtonLink>
        );
      })}
    </Group>
  );
}

/** A page of the climber's media: its one h1, the links between the media pages, then the page's part. */
export function MediaHomeFrame({ tab, children }: { tab: MediaHomeTab; children: ReactNode }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  return (
    <div className={classes.container}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{t('home.title')}</Title>
          <Text>{t('home.lead')}</Text>
        </Stack>
        <MediaHomeTabs current={tab} />
        {children}
      </Stack>
    </div>
  );
}
