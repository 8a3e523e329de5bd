import type { CurrentUser, ValidationErrors } from '@climb/contracts';
import { Avatar, Box, Button, FileInput, Group, Image, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText, hasErrors } from '../../../lib/forms/form-errors';
import { RULES_NAMESPACE } from '../../../lib/forms/rule-messages';
import { useAlerts } from '../../../platform/alerts/use-alerts';
import { type ImageKind, removeImage } from '../api/current-user.api';
import { type UploadProgress, uploadImage } from '../api/image-upload.api';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_UPLOAD_MEGABYTES, validateImageFile } from '../forms/image-file';

function currentImageUrl(kind: ImageKind, user: CurrentUser): string | null {
  return kind === 'avatar' ? (user.avatar?.large ?? null) : (user.banner?.large ?? null);
}

/** The picture as it shows: round for the avatar, 3 × 1 for the banner. */
function Picture({ kind, src, alt }: { kind: ImageKind; src: string; alt: string }) {
  if (kind === 'avatar') return <Avatar src={src} alt={alt} size={160} radius={999} />;
  return <Image src={src} alt={alt} radius="md" w="100%" style={{ aspectRatio: '3 / 1', objectFit: 'cover' }} />;
}

/**
 * Avatar or banner: the current picture, a file input with a preview, the upload with its
 * progress, and removal. Errors (too big, not an image, 422) show under the input and as alerts.
 */
export function ImageSettings({ kind, user }: { kind: ImageKind; user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'common', RULES_NAMESPACE]);
  const alerts = useAlerts();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [errors, setErrors] = useState<ValidationErrors>({});
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  useEffect(() => () => abort.current?.abort(), []);

  const failed = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    if (error instanceof ApiError && error.validationErrors) setErrors(error.validationErrors);
    if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
  };

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      abort.current = new AbortController();
      setProgress(0);
      return uploadImage(kind, chosen, setProgress, abort.current.signal);
    },
    onSuccess: () => {
      setFile(null);
      alerts.success(t('image.uploaded'));
    },
    onError: failed,
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: () => removeImage(kind),
    onSuccess: () => alerts.success(t('image.removed')),
    onError: failed,
  });

  const choose = (chosen: File | null) => {
    const problems = chosen ? validateImageFile(chosen) : {};
    setErrors(problems);
    if (hasErrors(problems)) {
      alerts.apiError(new ApiError(422, { error: problems }));
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = validateImageFile(file);
    if (hasErrors(problems) || !file) {
      setErrors(problems);
      alerts.apiError(new ApiError(422, { error: problems }));
      return;
    }
    upload.mutate(file);
  };

  const current = currentImageUrl(kind, user);
  const busy = upload.isPending || remove.isPending;
  const percent = typeof progress === 'number' ? Math.round(progress * 100) : 100;

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
                disabled={upload.isPending}
              >
                {t('image.remove')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>

      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <FileInput
            label={t('image.choose')}
            description={t('image.hint', { size: MAX_IMAGE_UPLOAD_MEGABYTES })}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            value={file}
            onChange={choose}
            error={fieldErrorText('file', errors, t)}
            leftSection={<IconPhotoUp size={18} aria-hidden />}
            disabled={busy}
            clearable
            clearButtonProps={{ 'aria-label': t('image.clear') }}
            data-testid={`${kind}-file`}
          />
          {preview ? (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('image.preview')}
              </Text>
              <Picture kind={kind} src={preview} alt={t('image.preview')} />
            </Stack>
          ) : null}
          {progress !== null ? (
            <Stack gap={4} role="status">
              <Progress
                value={percent}
                animated={progress === 'processing'}
                aria-label={t('image.progress')}
                size="lg"
              />
              <Text size="sm">{progress === 'processing' ? t('image.processing') : `${percent} %`}</Text>
            </Stack>
          ) : null}
          <Group>
            <Button
              type="submit"
              loading={upload.isPending}
              disabled={!file || remove.isPending}
              leftSection={<IconUpload size={18} aria-hidden />}
            >
              {t('image.upload')}
            </Button>
            {upload.isPending ? (
              <Button variant="default" onClick={() => abort.current?.abort()}>
                {t('image.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
