import type { CurrentUser } from '@climb/contracts';
import { Avatar, Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/image-upload-field';
import { ApiError } from '../../../lib/api-client';
import { useAlerts } from '../../../platform/alerts/use-alerts';
import { type ImageKind, removeImage } from '../api/current-user.api';
import { uploadImage } from '../api/image-upload.api';

function currentImageUrl(kind: ImageKind, user: CurrentUser): string | null {
  return kind === 'avatar' ? (user.avatar?.large ?? null) : (user.banner?.large ?? null);
}

/** The picture as it shows: round for the avatar, 3 × 1 for the banner. */
function Picture({ kind, src, alt }: { kind: ImageKind; src: string; alt: string }) {
  if (kind === 'avatar') return <Avatar src={src} alt={alt} size={160} radius={999} />;
  return <Image src={src} alt={alt} radius="md" w="100%" style={{ aspectRatio: '3 / 1', objectFit: 'cover' }} />;
}

/**
 * Avatar or banner: the current picture and its removal, and the shared upload field (preview in
 * the picture's shape, progress, errors under the field and as alerts).
 */
export function ImageSettings({ kind, user }: { kind: ImageKind; user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'common']);
  const alerts = useAlerts();
  const [uploading, setUploading] = useState(false);

  const remove = useMutation({
    mutationFn: () => removeImage(kind),
    onSuccess: () => alerts.success(t('image.removed')),
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    },
  });

  const current = currentImageUrl(kind, user);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('image.current')}
          </Title>
          {current ? (
            <Box data-testid={`current-${kind}`}>
              <Picture kind={kind} src={current} alt={t(`${kind}.alt`)} />
            </Box>
          ) : (
            <Text c="dimmed">{t('image.none')}</Text>
          )}
          {current ? (
            <Group>
              <Button
                variant="default"
                color="red"
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
        upload={(file, onProgress, signal) => uploadImage(kind, file, onProgress, signal)}
        onUploaded={() => alerts.success(t('image.uploaded'))}
        onPendingChange={setUploading}
        renderPreview={(src, alt) => <Picture kind={kind} src={src} alt={alt} />}
        disabled={remove.isPending}
        testId={`${kind}-file`}
      />
    </Stack>
  );
}
