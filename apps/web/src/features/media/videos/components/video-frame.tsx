import type { Video, VideoProvider } from '@climb/contracts';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import classes from './video-frame.module.css';

/** The providers whose videos stand upright (reels, TikToks): their box is 9:16. */
const PORTRAIT: ReadonlySet<VideoProvider> = new Set(['instagram', 'tiktok']);

/** What a frame needs of a video. */
export type FramedVideo = Pick<Video, 'provider' | 'embed_url' | 'description'> & { target: { name: string } };

/**
 * A video that loads nothing from its provider until the climber asks: before the click, a plain box of the video's
 * proportions with a play button, the provider's name and the video's words (no thumbnail, no script, no
 * connection to the provider); the click puts the provider's player in its place, started. The button is one
 * keyboard stop, named by its visible words for what it plays (provider and record), described by the rest; the
 * player then takes the focus. `describe={false}` leaves the video's words out when the page shows them beside the
 * frame.
 */
export function VideoFrame({ video, describe = true }: { video: FramedVideo; describe?: boolean }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const provider = t(`providers.${video.provider}`);
  const description = describe ? video.description?.trim() || null : null;
  const describedBy = useId();
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <div
      className={classes.frame}
      data-orientation={PORTRAIT.has(video.provider) ? 'portrait' : 'landscape'}
      data-testid="video-frame"
    >
      {playing ? (
        <iframe
          ref={player}
          className={classes.player}
          src={video.embed_url}
          title={t('frame.title', { provider, name: video.target.name })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="video-player"
        />
      ) : (
        <button
          type="button"
          className={classes.start}
          onClick={() => setPlaying(true)}
          aria-describedby={describedBy}
          data-testid="video-start"
        >
          <span className={classes.play} aria-hidden>
            <IconPlayerPlayFilled size={30} />
          </span>
          <span className={classes.provider}>{t('frame.play', { provider, name: video.target.name })}</span>
          {/* The words describe the button (aria-describedby) without lengthening its name. */}
          <span id={describedBy} className={classes.words} aria-hidden>
            {description ? <span className={classes.description}>{description}</span> : null}
            <span className={classes.notice}>{t('frame.notice', { provider })}</span>
          </span>
        </button>
      )}
    </div>
  );
}
