import type { Photo } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Text } from '../../../../components/ui';
import { photoPath } from '../../shared/media-paths';
import { photoSrcSet } from '../lib/photo-sources';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';
import classes from './photo-grid.module.css';

/** How wide a cell is drawn, for the browser to pick the size to fetch: half a phone, a sixth of the page beyond. */
const CELL_SIZES = '(min-width: 60em) 10rem, 50vw';
const GRID_SIZES = ['thumbnail', 'medium'] as const;

/** A photo's words for those who do not see it: its description, else what it shows and whose it is. */
export function usePhotoAlt() {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  return (photo: Pick<Photo, 'description' | 'author' | 'target'>) =>
    photo.description?.trim() || t('photo.alt', { name: photo.target.name, author: photo.author });
}

interface PhotoGridProps {
  photos: readonly Photo[];
  /** Each photo's record named under it (the climber's own photos, from many records). */
  withRecord?: boolean;
  testId?: string;
}

/**
 * Photos in square cells, each a link to its viewer; the cover marked. Each picture is the small size (the medium
 * one on wide screens of high density), fetched as it nears the screen, with its size in pixels so the browser knows
 * its proportions before it arrives. On the pages' kit: a page the server renders shows it without Mantine.
 */
export function PhotoGrid({ photos, withRecord = false, testId = 'photo-grid' }: PhotoGridProps) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const altOf = usePhotoAlt();
  return (
    <ul className={classes.grid} data-testid={testId}>
      {photos.map((photo) => {
        const { thumbnail } = photo.variants;
        return (
          <li key={photo.id} className={classes.cell}>
            <Link
              to={photoPath(photo.id)}
              className={`mantine-focus-auto ${classes.link}`}
              data-testid="gallery-photo"
              data-cover={photo.cover || undefined}
            >
              <img
                src={thumbnail.url}
                srcSet={photoSrcSet(photo, GRID_SIZES)}
                sizes={CELL_SIZES}
                width={thumbnail.width}
                height={thumbnail.height}
                alt={altOf(photo)}
                loading="lazy"
                decoding="async"
                className={classes.image}
              />
              {photo.cover ? <span className={classes.cover}>{t('gallery.cover')}</span> : null}
            </Link>
            {withRecord ? (
              <Text size="sm" truncate className={classes.caption}>
                {photo.target.name}
              </Text>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The gallery's cells while its photos load, in the same grid. */
export function PhotoGridSkeleton({ cells = 6 }: { cells?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className={classes.grid} role="status" aria-label={t('loading')} aria-busy="true">
      {Array.from({ length: cells }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <div key={index} className={classes.placeholder} />
      ))}
    </div>
  );
}
