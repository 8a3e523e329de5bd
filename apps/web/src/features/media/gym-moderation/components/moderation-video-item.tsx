import type { ModeratedVideo } from '@climb/contracts';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Anchor, ExternalAnchor, Group, Text } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { setVideoHidden } from '../gym-moderation.api';
import { GYM_MODERATION_NAMESPACE } from '../gym-moderation-texts';
import { HiddenBadge } from './hidden-badge';
import classes from './moderation.module.css';
import { VisibilityToggle } from './visibility-toggle';

/** The providers' names as people know them. */
const PROVIDER_NAMES: Record<ModeratedVideo['provider'], string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  dailymotion: 'Dailymotion',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

/**
 * One video of the gym's records as its team moderates it: its record, its page here and at its provider (nothing of
 * the provider's loads before a click), author, date and description, whether it is hidden and by whom; hide or show.
 */
export function ModerationVideoItem({ video, superAdmin }: { video: ModeratedVideo; superAdmin: boolean }) {
  const { t } = useTranslation(GYM_MODERATION_NAMESPACE);
  const { dateTime } = useFormatters();
  return (
    <li className={classes.item} data-testid={`moderation-video-${video.id}`}>
      <Anchor to={video.target.path} underline="always" fw={600} data-testid="moderation-record">
        {video.target.name}
      </Anchor>
      <Group gap="xs" align="baseline">
        <Text span fw={600}>
          {video.user?.name ?? t('comment.formerMember')}
        </Text>
        <Text span size="sm" c="dimmed">
          <time dateTime={video.created_at}>{dateTime(video.created_at)}</time>
        </Text>
        {video.hidden ? <HiddenBadge hiddenBy={video.hidden_by} /> : null}
      </Group>
      {video.description ? <Text className={classes.body}>{video.description}</Text> : null}
      <Group gap="md">
        <Anchor to={`/videos/${video.id}`} underline="always" data-testid="moderation-video-page">
          {t('video.page')}
        </Anchor>
        <ExternalAnchor href={video.url} target="_blank" rel="noopener noreferrer" underline="always">
          {t('video.atProvider', { provider: PROVIDER_NAMES[video.provider] })}{' '}
          <IconExternalLink size={14} aria-hidden />
        </ExternalAnchor>
      </Group>
      <VisibilityToggle
        id={video.id}
        hidden={video.hidden}
        hiddenBy={video.hidden_by}
        superAdmin={superAdmin}
        kind="video"
        toggle={(hidden) => setVideoHidden(video.id, hidden)}
      />
    </li>
  );
}
