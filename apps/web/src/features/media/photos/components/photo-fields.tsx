import { PHOTO_LICENCES, type PhotoLicence } from '@climb/contracts';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';

/** The words a photo carries: its description, whom to credit, its licence. */
export interface PhotoWords {
  description: string;
  author: string;
  licence: PhotoLicence;
}

interface PhotoFieldsProps {
  values: PhotoWords;
  onChange: <Field extends keyof PhotoWords>(field: Field, value: PhotoWords[Field]) => void;
  /** The error text of a field (the contract's rules, the API's 422). */
  errorOf: (field: keyof PhotoWords) => string | undefined;
  /** Whom the photo is credited to when the field is left empty (the climber's name). */
  defaultAuthor: string;
  /** Several photos share these words (the upload form): the texts say so. */
  batch?: boolean;
  disabled?: boolean;
}

/** The fields of the upload and edit forms: description, credit, licence (each named in words, with its meaning). */
export function PhotoFields({ values, onChange, errorOf, defaultAuthor, batch = false, disabled }: PhotoFieldsProps) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  return (
    <>
      <Textarea
        label={t('form.description')}
        description={batch ? t('form.descriptionBatchHint') : t('form.descriptionHint')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={1000}
        value={values.description}
        onChange={(event) => onChange('description', event.currentTarget.value)}
        error={errorOf('description')}
        disabled={disabled}
        data-testid="photo-description-field"
      />
      <TextInput
        label={t('form.author')}
        description={t('form.authorHint', { name: defaultAuthor })}
        placeholder={defaultAuthor}
        maxLength={120}
        autoComplete="off"
        value={values.author}
        onChange={(event) => onChange('author', event.currentTarget.value)}
        error={errorOf('author')}
        disabled={disabled}
        data-testid="photo-author-field"
      />
      <NativeSelect
        label={t('form.licence')}
        description={t(`licenceHints.${values.licence}`)}
        data={PHOTO_LICENCES.map((licence) => ({ value: licence, label: t(`licences.${licence}`) }))}
        value={values.licence}
        onChange={(event) => onChange('licence', event.currentTarget.value as PhotoLicence)}
        error={errorOf('licence')}
        disabled={disabled}
        data-testid="photo-licence-field"
      />
    </>
  );
}
