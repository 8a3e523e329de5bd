import { type CurrentUser, type PhotoLicence, photoUploadBody, type ValidationErrors } from '@climb/contracts';
import { Button, Checkbox } from '@mantine/core';
import { IconCamera, IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Alert, Group, Stack, Text } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { fieldErrorText, hasErrors, validateWith } from '../../../../lib/forms/form-errors';
import { RULES_NAMESPACE, ruleLine, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { type MediaRecord, useMediaRecord } from '../../shared/media-target.api';
import { useRecordName } from '../../shared/record-name';
import { uploadPhoto } from '../api/photo-upload';
import { photosChanged } from '../api/photos.api';
import { PhotoFields, type PhotoWords } from '../components/photo-fields';
import { PhotoGate } from '../components/photo-gate';
import { UploadRows, uploadClasses } from '../components/upload-rows';
import { MAX_PHOTO_UPLOAD_MEGABYTES, PHOTO_FILE_TYPES, validatePhotoFile } from '../lib/photo-file';
import { photoNewParams } from '../lib/photo-params';
import { recordPhotosPath } from '../lib/photo-paths';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';
import { isQueueFinished, minutesToWait, type QueueStop, queueCounts } from '../lib/upload-queue';
import { useUploadQueue } from '../lib/use-upload-queue';

const ACCEPT = PHOTO_FILE_TYPES.join(',');

const wordsRules = photoUploadBody.pick({ description: true, author: true, licence: true });

/** The shared words as the API takes them: a blank description or credit is left out (the climber is credited). */
function wordsBody(words: PhotoWords) {
  const description = words.description.trim();
  const author = words.author.trim();
  return {
    ...(description ? { description } : {}),
    ...(author ? { author } : {}),
    licence: words.licence,
  };
}

const FIRST_WORDS: PhotoWords = { description: '', author: '', licence: 'all_rights_reserved' satisfies PhotoLicence };

/** Why the batch stopped, in words, with what to do; the rows not sent wait for the next try. */
function StopNotice({ stop }: { stop: QueueStop }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  if (stop.reason === 'fields') return null;
  const text =
    stop.reason === 'offline'
      ? t('upload.offline')
      : stop.reason === 'rate_limited'
        ? stop.retryAfterSeconds === null
          ? t('upload.rateLimitedLater')
          : t('upload.rateLimited', { count: minutesToWait(stop.retryAfterSeconds) })
        : t('upload.failed');
  return (
    <Alert
      color={stop.reason === 'offline' ? 'gray' : 'orange'}
      variant="light"
      role="alert"
      data-testid="upload-stopped"
    >
      {text}
    </Alert>
  );
}

/** Once every photo has its answer: how many were added, and the ways on. */
function Finished({ record, count }: { record: MediaRecord; count: number }) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const nameOf = useRecordName();
  const gallery = recordPhotosPath(record);
  return (
    <Alert color="teal" variant="light" data-testid="upload-finished">
      <Stack gap="sm" align="flex-start">
        <Text>{t('upload.finished', { count, name: nameOf(record) })}</Text>
        <Group gap="sm">
          {gallery ? (
            <PlainButtonLink to={gallery} variant="default" data-testid="upload-record-photos">
              {t('upload.seeRecordPhotos')}
            </PlainButtonLink>
          ) : null}
          <PlainButtonLink to={record.path} variant="default" data-testid="upload-record">
            {t('upload.backTo', { name: nameOf(record) })}
          </PlainButtonLink>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Photos of a record, several in a row, from the phone's gallery or its camera: each file a row with its picture,
 * its own progress and its state, sent one after another with the words the batch shares.
 */
function PhotoUploadForm({ record, user }: { record: MediaRecord; user: CurrentUser }) {
  const { t, i18n } = useTranslation([PHOTOS_NAMESPACE, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, PHOTOS_NAMESPACE), [i18n, language]);
  const alerts = useAlerts();
  const nameOf = useRecordName();
  const formRef = useRef<HTMLFormElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [words, setWords] = useState<PhotoWords>(FIRST_WORDS);
  const [firstAsCover, setFirstAsCover] = useState(false);
  const [errors, setErrors] = useState<ValidationErrors>({});
  const { queue, add, start, remove } = useUploadQueue({
    send: (file, cover, onProgress, signal) =>
      uploadPhoto(
        {
          file,
          illustrable_type: record.type,
          illustrable_id: record.id,
          ...wordsBody(words),
          ...(cover ? { cover: 'true' } : {}),
        },
        { onProgress, signal },
      ),
    firstAsCover,
    check: (file) => validatePhotoFile(file).file ?? [],
    onDone: () => photosChanged(false),
    onStop: (stop) => {
      if (stop.reason !== 'fields') return;
      setErrors(stop.errors);
      alerts.apiError(new ApiError(422, { error: stop.errors }));
    },
  });
  const counts = queueCounts(queue);
  const defaultAuthor = `${user.first_name} ${user.last_name}`.trim();

  // A page left while photos are on their way would lose them: the browser asks first.
  useEffect(() => {
    if (!queue.running) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [queue.running]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    add([...(input.files ?? [])]);
    setErrors(({ file: _chosen, ...rest }) => rest);
    // The same file may be chosen again after a cancel.
    input.value = '';
  };

  const setWord = <Field extends keyof PhotoWords>(field: Field, value: PhotoWords[Field]) => {
    setWords((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (queue.running) return;
    const problems: ValidationErrors = {
      ...validateWith(wordsRules, wordsBody(words)),
      ...(counts.waiting === 0 ? { file: ['required'] } : {}),
    };
    setErrors(problems);
    if (hasErrors(problems)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    start();
  };

  // The rule messages name the file "the photo" here (`rules` already names it "the file" for every upload).
  const fileError = errors.file?.map((rule) => ruleLine('file', rule, t, t('fields.file'))).join(' · ');
  return (
    <form ref={formRef} onSubmit={send} noValidate data-testid="photo-upload-form">
      <Stack gap="lg">
        <Stack gap="xs">
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPhotoPlus size={18} aria-hidden />}
              onClick={() => galleryInput.current?.click()}
              aria-describedby={hintId}
              aria-invalid={fileError ? true : undefined}
              data-testid="photo-files-button"
            >
              {t('upload.choose')}
            </Button>
            <div className={uploadClasses.camera}>
              <Button
                variant="default"
                leftSection={<IconCamera size={18} aria-hidden />}
                onClick={() => cameraInput.current?.click()}
                data-testid="photo-camera-button"
              >
                {t('upload.takePhoto')}
              </Button>
            </div>
          </Group>
          <input
            ref={galleryInput}
            type="file"
            accept={ACCEPT}
            multiple
            hidden
            onChange={choose}
            data-testid="photo-files"
          />
          <input
            ref={cameraInput}
            type="file"
            accept={ACCEPT}
            capture="environment"
            hidden
            onChange={choose}
            data-testid="photo-camera"
          />
          <Text size="sm" c="dimmed" id={hintId}>
            {t('upload.hint', { size: MAX_PHOTO_UPLOAD_MEGABYTES })}
          </Text>
          {fileError ? (
            <Text size="sm" c="red" role="alert" data-testid="photo-files-error">
              {fileError}
            </Text>
          ) : null}
        </Stack>
        <UploadRows items={queue.items} onRemove={remove} />
        <PhotoFields
          values={words}
          onChange={setWord}
          errorOf={(field) => fieldErrorText(field, errors, t)}
          defaultAuthor={defaultAuthor}
          batch
          disabled={queue.running}
        />
        <Checkbox
          label={t('upload.firstAsCover', { name: nameOf(record) })}
          description={t('upload.firstAsCoverHint')}
          checked={firstAsCover}
          onChange={(event) => setFirstAsCover(event.currentTarget.checked)}
          disabled={queue.running || queue.coverSet}
          data-testid="photo-first-cover"
        />
        {queue.stopped ? <StopNotice stop={queue.stopped} /> : null}
        <Text size="sm" role="status" data-testid="upload-summary">
          {queue.items.length > 0
            ? t('upload.summary', { done: counts.done, count: queue.items.length - counts.refused })
            : ''}
        </Text>
        {isQueueFinished(queue) && !queue.running ? <Finished record={record} count={counts.done} /> : null}
        <Group>
          <Button
            type="submit"
            loading={queue.running}
            disabled={!queue.running && counts.waiting === 0 && queue.items.length > 0}
            leftSection={<IconUpload size={18} aria-hidden />}
            data-testid="photo-upload-submit"
          >
            {counts.waiting > 0 ? t('upload.send', { count: counts.waiting }) : t('upload.sendNone')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/photos/{kind}/{id}/new`: adding photos to any record (a crag, a gym route…), for climbers with an account. */
function PhotoNewPage() {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const nameOf = useRecordName();
  const { illustrableType, illustrableId } = parseRouteParams(photoNewParams, useParams());
  const record = useMediaRecord(illustrableType, illustrableId);
  const found = record.data;
  return (
    <FormFrame
      title={t('upload.title')}
      lead={found ? t(`form.about.${found.type}`, { name: nameOf(found) }) : undefined}
      back={found ? { to: found.path, label: nameOf(found) } : null}
    >
      <PhotoGate>
        {(user) => <Loaded query={record}>{(about) => <PhotoUploadForm record={about} user={user} />}</Loaded>}
      </PhotoGate>
    </FormFrame>
  );
}

export default withQueries(PhotoNewPage);
