import {
  parseVideoUrl,
  type ValidationErrors,
  type Video,
  type VideoInput,
  type VideoUpdateInput,
  videoEmbedUrl,
  videoInput,
} from '@climb/contracts';
import { Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '../../../../components/ui';
import { validateWith } from '../../../../lib/forms/form-errors';
import {
  MediaFormActions,
  MediaFormFrame,
  type MediaFormProps,
  textOrNull,
  useMediaForm,
} from '../../shared/media-form';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import { VideoFrame } from './video-frame';

export interface VideoValues extends Record<string, string> {
  url: string;
  description: string;
}

export const EMPTY_VIDEO_VALUES: VideoValues = { url: '', description: '' };

export const videoValuesOf = (video: Video): VideoValues => ({
  url: video.url,
  description: video.description ?? '',
});

/** The fields as the API takes them: the address trimmed, no description when left blank. */
function videoFields(values: VideoValues) {
  return { url: values.url.trim(), description: textOrNull(values.description) };
}

/** The body of `PUT videos/{id}.json`. */
export function videoUpdateBody(values: VideoValues): VideoUpdateInput {
  return videoFields(values);
}

/** The body of `POST videos.json` for the record the video is about. */
export function videoBody(record: { type: VideoInput['viewable_type']; id: number }, values: VideoValues): VideoInput {
  return { viewable_type: record.type, viewable_id: record.id, ...videoFields(values) };
}

/** The contract's rules, on the same fields whether the video is new or changed. */
const validateVideo = (values: VideoValues): ValidationErrors =>
  validateWith(videoInput, videoBody({ type: 'crags', id: 1 }, values));

/**
 * A video's address and words. The address is read as it is typed with the API's own rules: the provider it names
 * once recognised, and a preview that loads nothing before its click; a text that is no video of a provider taken
 * says so once the field is left.
 */
export function VideoForm({ recordName, ...props }: MediaFormProps<VideoValues, Video> & { recordName: string }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const form = useMediaForm(props, validateVideo);
  const [left, setLeft] = useState(false);
  const typed = form.values.url.trim();
  const reference = typed ? parseVideoUrl(typed) : null;
  const provider = reference ? t(`providers.${reference.provider}`) : null;
  const notAVideo = typed !== '' && reference === null && left ? t('videoForm.notAVideo') : undefined;
  return (
    <MediaFormFrame form={form} testId="video-form">
      <TextInput
        label={t('videoForm.url')}
        description={provider ? t('videoForm.recognised', { provider }) : t('videoForm.urlHint')}
        {...form.bindInput('url')}
        error={form.fieldError('url') ?? notAVideo}
        onBlur={() => setLeft(true)}
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={500}
        required
        data-testid="video-url"
      />
      {reference ? (
        <Stack gap={6} data-testid="video-preview">
          <Text size="sm" fw={600}>
            {t('videoForm.preview')}
          </Text>
          <VideoFrame
            video={{
              provider: reference.provider,
              embed_url: videoEmbedUrl(reference),
              description: textOrNull(form.values.description),
              target: { name: recordName },
            }}
          />
        </Stack>
      ) : null}
      <Textarea
        label={t('videoForm.description')}
        description={t('videoForm.descriptionHint')}
        {...form.bindInput('description')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={1000}
      />
      <MediaFormActions submitting={form.submitting} submitLabel={props.submitLabel} cancelTo={props.cancelTo} />
    </MediaFormFrame>
  );
}
