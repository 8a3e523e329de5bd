import type { Contributor, ValidationErrors } from '@climb/contracts';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui';
import { type LabelledFormProps, useLabelledForm } from '../../../lib/forms/use-labelled-form';
import { useMayEdit } from './media-permissions';
import { MEDIA_NAMESPACE } from './media-texts';

/** What a page hands a video or link form: where it starts, how it saves, what it says, where it leads. */
export type MediaFormProps<Values, Result> = LabelledFormProps<Values, Result>;

/** `useLabelledForm` with the media fields' labels (`media:fields.*`, shared with the rule messages). */
export function useMediaForm<Values extends Record<string, string>, Result>(
  props: MediaFormProps<Values, Result>,
  validate: (values: Values) => ValidationErrors,
) {
  return useLabelledForm(MEDIA_NAMESPACE, props, validate);
}

/** The `<form>` of a media form, and its save and cancel. */
export { ApiFormFrame as MediaFormFrame, SaveOrCancel as MediaFormActions } from '../../../components/form-parts';

/**
 * An edit page's form, for the author of the video or link and for site administrators; anyone else reads why they
 * cannot change it (the API refuses them too).
 */
export function AuthorGate({
  author,
  refusal,
  children,
}: {
  author: Contributor | null;
  /** Why this climber cannot change it. */
  refusal: string;
  children: ReactNode;
}) {
  if (useMayEdit(author)) return children;
  return (
    <Alert color="yellow" variant="light" data-testid="author-only">
      {refusal}
    </Alert>
  );
}

/** A trimmed text, or null when blank (a description left empty). */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
