import {
  isWebAddress,
  type Link,
  type LinkInput,
  type LinkUpdateInput,
  linkInput,
  type ValidationErrors,
} from '@climb/contracts';
import { Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateWith } from '../../../../lib/forms/form-errors';
import {
  MediaFormActions,
  MediaFormFrame,
  type MediaFormProps,
  textOrNull,
  useMediaForm,
} from '../../shared/media-form';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';

export interface LinkValues extends Record<string, string> {
  name: string;
  url: string;
  description: string;
}

export const EMPTY_LINK_VALUES: LinkValues = { name: '', url: '', description: '' };

export const linkValuesOf = (link: Link): LinkValues => ({
  name: link.name,
  url: link.url,
  description: link.description ?? '',
});

/** The fields as the API takes them: trimmed, no description when left blank. */
function linkFields(values: LinkValues) {
  return { name: values.name.trim(), url: values.url.trim(), description: textOrNull(values.description) };
}

/** The body of `PUT links/{id}.json`. */
export function linkUpdateBody(values: LinkValues): LinkUpdateInput {
  return linkFields(values);
}

/** The body of `POST links.json` for the record the link is about. */
export function linkBody(record: { type: LinkInput['linkable_type']; id: number }, values: LinkValues): LinkInput {
  return { linkable_type: record.type, linkable_id: record.id, ...linkFields(values) };
}

const validateLink = (values: LinkValues): ValidationErrors =>
  validateWith(linkInput, linkBody({ type: 'crags', id: 1 }, values));

/** The host an address leads to, as the list will show it (`www.` left out), or null for no web address. */
export function hostOf(address: string): string | null {
  if (!isWebAddress(address)) return null;
  return new URL(address.trim()).hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * A link's name, address and words. The address must be a web page (`http` or `https`): the host it leads to shows as
 * it is typed, and anything else says so once the field is left.
 */
export function LinkForm(props: MediaFormProps<LinkValues, Link>) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const form = useMediaForm(props, validateLink);
  const [left, setLeft] = useState(false);
  const typed = form.values.url.trim();
  const host = typed ? hostOf(typed) : null;
  const notAnAddress = typed !== '' && host === null && left ? t('linkForm.notAnAddress') : undefined;
  return (
    <MediaFormFrame form={form} testId="link-form">
      <TextInput
        label={t('linkForm.name')}
        description={t('linkForm.nameHint')}
        {...form.bindInput('name')}
        autoComplete="off"
        maxLength={120}
        required
        data-testid="link-name"
      />
      <TextInput
        label={t('linkForm.url')}
        description={host ? t('linkForm.leadsTo', { host }) : t('linkForm.urlHint')}
        {...form.bindInput('url')}
        error={form.fieldError('url') ?? notAnAddress}
        onBlur={() => setLeft(true)}
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={2000}
        required
        data-testid="link-url"
      />
      <Textarea
        label={t('linkForm.description')}
        description={t('linkForm.descriptionHint')}
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
