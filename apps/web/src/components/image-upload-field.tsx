import { MAX_WHOLE_IMAGE_PIXELS, MAX_WHOLE_IMAGE_SIDE, type ValidationErrors } from '@climb/contracts';
import { Button, FileInput, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import type { UploadProgress } from '../lib/endpoint-upload';
import { fieldErrorText, hasErrors } from '../lib/forms/form-errors';
import { RULES_NAMESPACE } from '../lib/forms/rule-messages';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_UPLOAD_MEGABYTES, validateImageFile } from '../lib/image-file';
import { useAlerts } from '../platform/alerts/use-alerts';

export interface ImageUploadFieldProps {
  /** Sends the chosen file (`uploadToEndpoint`), reporting its progress; resolves once the server has it. */
  upload: (file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => Promise<unknown>;
  /** After a successful upload (the chosen file is then cleared): the caller's message, its data refreshed. */
  onUploaded?: () => void;
  /** Told when an upload starts and ends, so the caller can hold other actions on the same image. */
  onPendingChange?: (pending: boolean) => void;
  /** How the chosen picture shows before it is sent, in the shape it will have (round, 3 × 1…); whole by default. */
  renderPreview?: (src: string, alt: string) => ReactNode;
  /** The image is stored whole (a plan): the field says how far it may be reduced. */
  keptWhole?: boolean;
  /** Held while the caller does something else with the image (removing it). */
  disabled?: boolean;
  /** `data-testid` of the file input. */
  testId?: string;
}

function WholePreview({ src, alt }: { src: string; alt: string }) {
  return <Image src={src} alt={alt} radius="md" fit="contain" mah={400} />;
}

/**
 * Choosing, previewing and uploading one image: the file checked before it goes (type, size), the
 * progress of the bytes then of the server's work, a cancel button, and the API's refusals (422)
 * under the field and as alerts, in the rules' words. A 403 leads to the right-required page.
 */
export function ImageUploadField({
  upload,
  onUploaded,
  onPendingChange,
  renderPreview = (src, alt) => <WholePreview src={src} alt={alt} />,
  keptWhole = false,
  disabled = false,
  testId,
}: ImageUploadFieldProps) {
  const { t } = useTranslation(['uploads', 'common', RULES_NAMESPACE]);
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

  const sending = useMutation({
    mutationFn: (chosen: File) => {
      abort.current = new AbortController();
      setProgress(0);
      return upload(chosen, setProgress, abort.current.signal);
    },
    onSuccess: () => {
      setFile(null);
      onUploaded?.();
    },
    onError: (error) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof ApiError && error.validationErrors) setErrors(error.validationErrors);
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    },
    onSettled: () => setProgress(null),
  });
  const pending = sending.isPending;
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const refuse = (problems: ValidationErrors) => {
    setErrors(problems);
    alerts.apiError(new ApiError(422, { error: problems }));
  };

  const choose = (chosen: File | null) => {
    const problems = chosen ? validateImageFile(chosen) : {};
    setErrors(problems);
    if (hasErrors(problems)) {
      refuse(problems);
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateImageFile(file);
    if (hasErrors(problems) || !file) {
      refuse(problems);
      return;
    }
    sending.mutate(file);
  };

  const percent = typeof progress === 'number' ? Math.round(progress * 100) : 100;
  const hint = t('field.hint', { size: MAX_IMAGE_UPLOAD_MEGABYTES });
  const wholeHint = t('field.keptWhole', {
    side: MAX_WHOLE_IMAGE_SIDE,
    megapixels: MAX_WHOLE_IMAGE_PIXELS / 1_000_000,
  });

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        <FileInput
          label={t('field.choose')}
          description={keptWhole ? `${hint} ${wholeHint}` : hint}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          value={file}
          onChange={choose}
          error={fieldErrorText('file', errors, t)}
          leftSection={<IconPhotoUp size={18} aria-hidden />}
          disabled={disabled || pending}
          clearable
          clearButtonProps={{ 'aria-label': t('field.clear') }}
          data-testid={testId}
        />
        {preview ? (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('field.preview')}
            </Text>
            {renderPreview(preview, t('field.preview'))}
          </Stack>
        ) : null}
        {progress !== null ? (
          <Stack gap={4} role="status">
            <Progress value={percent} animated={progress === 'processing'} aria-label={t('field.progress')} size="lg" />
            <Text size="sm">{progress === 'processing' ? t('field.processing') : `${percent} %`}</Text>
          </Stack>
        ) : null}
        <Group>
          <Button
            type="submit"
            loading={pending}
            disabled={!file || disabled}
            leftSection={<IconUpload size={18} aria-hidden />}
          >
            {t('field.upload')}
          </Button>
          {pending ? (
            <Button variant="default" onClick={() => abort.current?.abort()}>
              {t('field.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
