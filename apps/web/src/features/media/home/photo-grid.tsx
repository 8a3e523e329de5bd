import type { Photo } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { photoPath } from '../shared/media-paths';
import { MEDIA_NAMESPACE } from '../shared/media-texts';
import classes from './media-home.module.css';

/**
 * The climber's photos as square tiles, each leading to its viewer, with the record it shows. The thumbnails load as
 * they near the screen; their size is in their attributes, so the grid keeps its place while they come. A photo a
 * site administrator hid after a report says so: only its uploader still sees it.
 */
export function PhotoGrid({ photos }: { photos: readonly Photo[] }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  return (
    <ul className={classes.grid} data-testid="my-photo-grid">
      {photos.map((photo) => {
        const { thumbnail } = photo.variants;
        return (
          <li key={photo.id}>
            <Link to={photoPath(photo.id)} className={classes.tile} data-testid="my-photo">
              <img
                src={thumbnail.url}
                width={thumbnail.width}
                height={thumbnail.height}
                alt={photo.description?.trim() || t('home.photoOf', { name: photo.target.name })}
                loading="lazy"
                decoding="async"
                className={classes.image}
              />
              <span className={classes.caption}>
                {photo.hidden ? (
                  <span className={classes.hidden} data-testid="my-photo-hidden">
                    {t('home.hidden')} ·{' '}
                  </span>
                ) : null}
                {photo.target.name}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
