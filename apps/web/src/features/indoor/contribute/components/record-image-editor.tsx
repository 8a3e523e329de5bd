import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { ApiError } from '../../../../lib/api-client';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import type { RecordImage } from '../api/indoor-images.api';
import { NAMESPACE } from '../forms/use-indoor-form';
import classes from './record-image.module.css';

/** How an image shows: square (logo, thumbnail), 3 × 1 (banner), or whole (plan, picture). */
export type ImageShape = 'square' | 'wide' | 'whole';

/** An image as stored: its address, and for the images kept whole its size in pixels. */
export interface StoredImage {
  url: string;
  width?: number;
  height?: number;
}

export function ShapedImage({ src, alt, shape }: { src: string; alt: string; shape: ImageShape }) {
  return <img src={src} alt={alt} className={classes.image} data-shape={shape} />;
}

/**
 * One image of a record: the current one (with its size when kept whole) and its removal, and the shared upload
 * field (the file checked before it goes, its progress, a cancel, the API's refusals under the field). Once stored
 * the new image shows in place of the old.
 */
export function RecordImageEditor<Record>({
  current,
  image,
  shape,
  alt,
  testId,
}: {
  current: StoredImage | null;
  image: RecordImage<Record>;
  shape: ImageShape;
  /** What the image shows, for screen readers ("Logo of Bloc Session"). */
  alt: string;
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const alerts = useAlerts();
  const [uploading, setUploading] = useState(false);
  const remove = useMutation({
    mutationFn: image.remove,
    onSuccess: () => alerts.success(t('image.removed')),
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    },
  });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('image.current')}
          </Title>
          {current ? (
            <Stack gap={6} data-testid={`current-${testId}`}>
              <ShapedImage src={current.url} alt={alt} shape={shape} />
              {current.width && current.height ? (
                <Text size="sm" c="dimmed" data-testid={`${testId}-size`}>
                  {t('image.size', { width: current.width, height: current.height })}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Text c="dimmed">{t('image.none')}</Text>
          )}
          {current ? (
            <Group>
              <Button
                variant="default"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => remove.mutate()}
                loading={remove.isPending}
                disabled={uploading}
              >
                {t('image.remove')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <ImageUploadField
        upload={image.upload}
        onUploaded={() => alerts.success(t('image.uploaded'))}
        onPendingChange={setUploading}
        renderPreview={(src, previewAlt) => <ShapedImage src={src} alt={previewAlt} shape={shape} />}
        keptWhole={shape === 'whole'}
        disabled={remove.isPending}
        testId={`${testId}-file`}
      />
    </Stack>
  );
}
