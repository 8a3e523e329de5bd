import { type GymChain, type GymChainInput, gymChainInput, type ValidationErrors } from '@climb/contracts';
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { validateWith } from '../../../../lib/forms/form-errors';
import { FormActions, IndoorFormFrame, NameInput } from '../components/form-parts';
import { textOrNull } from './form-text';
import { type IndoorFormProps, NAMESPACE, useIndoorForm } from './use-indoor-form';

export interface ChainValues extends Record<string, unknown> {
  name: string;
  description: string;
  web_site: string;
}

export const chainValuesOf = (chain: GymChain): ChainValues => ({
  name: chain.name,
  description: chain.description ?? '',
  web_site: chain.web_site ?? '',
});

/** The body of `PUT gym_chains/{id}.json` (every field). */
export const chainBody = (values: ChainValues): GymChainInput => ({
  name: values.name.trim(),
  description: textOrNull(values.description),
  web_site: textOrNull(values.web_site),
});

const validateChain = (values: ChainValues): ValidationErrors => validateWith(gymChainInput, chainBody(values));

/** A gym chain: its name, what it is, its web site. */
export function ChainForm(props: IndoorFormProps<ChainValues, GymChain>) {
  const { t } = useTranslation(NAMESPACE);
  const form = useIndoorForm(props, validateChain);
  return (
    <IndoorFormFrame form={form} testId="chain-form">
      <NameInput label={t('chainForm.name')} {...form.bindInput('name')} />
      <Textarea
        label={t('chainForm.description')}
        {...form.bindInput('description')}
        autosize
        minRows={3}
        maxRows={12}
      />
      <TextInput
        label={t('gym.webSite')}
        description={t('gym.webSiteHint')}
        {...form.bindInput('web_site')}
        type="url"
        autoComplete="off"
      />
      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancelTo={props.cancelTo} />
    </IndoorFormFrame>
  );
}
