import { ActionIcon, Progress } from '@mantine/core';
import { IconCheck, IconPhoto, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Group, Stack, Text } from '../../../../components/ui';
import { RULES_NAMESPACE, ruleLine } from '../../../../lib/forms/rule-messages';
import { useFormatters } from '../../../../lib/use-formatters';
import { photoPath } from '../../shared/media-paths';
import { MAX_PHOTO_UPLOAD_MEGABYTES } from '../lib/photo-file';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';
import type { QueuedPhoto } from '../lib/upload-queue';
import classes from './upload-rows.module.css';

export { classes as uploadClasses };

/** The file as it will look, from the device (nothing sent); an outline for a file that is no picture. */
function Preview({ file }: { file: File }) {
  const [src, setSrc] = useState<string | null>(null);
  const picture = file.type === '' || file.type.startsWith('image/');
  useEffect(() => {
    if (!picture) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file, picture]);
  if (!src) {
    return (
      <span className={classes.thumb} aria-hidden="true">
        <IconPhoto size={24} />
      </span>
    );
  }
  return <img src={src} alt="" width={64} height={64} className={classes.thumb} />;
}

/** What the row says of its file: waiting, the bytes sent, the server's work, done, or the rule it broke. */
function useStateText() {
  const { t } = useTranslation([PHOTOS_NAMESPACE, RULES_NAMESPACE]);
  return (item: QueuedPhoto): string => {
    switch (item.state) {
      case 'waiting':
        return t('upload.waiting');
      case 'sending':
        return item.progress === 'processing'
          ? t('upload.processing')
          : t('upload.sending', { percent: Math.round(item.progress * 100) });
      case 'done':
        return item.photo?.cover ? t('upload.doneCover') : t('upload.done');
      case 'refused':
        return item.problems
          .map((rule) =>
            rule === 'too_big' || rule === 'invalid'
              ? t(`upload.problems.${rule}`, { size: MAX_PHOTO_UPLOAD_MEGABYTES })
              : ruleLine('file', rule, t),
          )
          .join(' ');
    }
  };
}

function UploadRow({ item, onRemove }: { item: QueuedPhoto; onRemove(key: number): void }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const { decimal } = useFormatters();
  const stateText = useStateText();
  const percent =
    item.state === 'done'
      ? 100
      : item.state === 'sending' && typeof item.progress === 'number'
        ? item.progress * 100
        : 0;
  const processing = item.state === 'sending' && item.progress === 'processing';
  const cancellable = item.state !== 'done';
  return (
    <li className={classes.row} data-state={item.state} data-testid="upload-row">
      <Preview file={item.file} />
      <Stack gap={4} className={classes.body}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" fw={600} truncate>
            {item.file.name}
          </Text>
          <Text size="xs" c="dimmed" span>
            {t('upload.megabytes', { size: decimal(item.file.size / (1024 * 1024)) })}
          </Text>
        </Group>
        {item.state === 'refused' ? null : (
          <Progress
            value={processing ? 100 : percent}
            animated={processing}
            striped={processing}
            size="md"
            aria-label={t('upload.progressOf', { name: item.file.name })}
            data-testid="upload-progress"
          />
        )}
        <Group gap="xs" wrap="nowrap">
          {item.state === 'done' ? <IconCheck size={16} aria-hidden /> : null}
          <Text
            size="sm"
            c={item.state === 'refused' ? 'red' : item.state === 'done' ? undefined : 'dimmed'}
            role={item.state === 'refused' ? 'alert' : undefined}
            data-testid="upload-state"
          >
            {stateText(item)}
          </Text>
          {item.state === 'done' && item.photo ? (
            <Anchor to={photoPath(item.photo.id)} size="sm" data-testid="upload-photo-link">
              {t('upload.see')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
      {cancellable ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => onRemove(item.key)}
          aria-label={t(item.state === 'refused' ? 'upload.remove' : 'upload.cancel', { name: item.file.name })}
          data-testid="upload-cancel"
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <span />
      )}
    </li>
  );
}

/** The files of the batch, one row each, in the order they are sent. */
export function UploadRows({ items, onRemove }: { items: readonly QueuedPhoto[]; onRemove(key: number): void }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  if (items.length === 0) return null;
  return (
    <ul className={classes.rows} aria-label={t('upload.files')} data-testid="upload-rows">
      {items.map((item) => (
        <UploadRow key={item.key} item={item} onRemove={onRemove} />
      ))}
    </ul>
  );
}
