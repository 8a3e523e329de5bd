import {
  ORGANIZATION_USAGE_TYPES,
  type Organization,
  type OrganizationUsageType,
  organizationBody,
} from '@climb/contracts';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { validateWith } from '../../../lib/forms/form-errors';
import { useApiForm } from '../../../lib/forms/use-api-form';
import type { OrganizationValues } from '../api/organizations.api';

interface OrganizationFormProps<Result> {
  initialValues: OrganizationValues;
  submit: (values: OrganizationValues) => Promise<Result>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (result: Result) => void;
  cancelTo: string;
}

const trimmed = (values: OrganizationValues) => ({ name: values.name.trim(), usage_type: values.usage_type });

/** Name and usage type of an organization, checked with the API's own rules. */
export function OrganizationForm<Result extends Organization>(props: OrganizationFormProps<Result>) {
  const { t } = useTranslation('organizations');
  const form = useApiForm<OrganizationValues, Result>({
    initialValues: props.initialValues,
    validate: (values) => validateWith(organizationBody, trimmed(values)),
    submit: props.submit,
    successMessage: props.successMessage,
    onSuccess: props.onSuccess,
  });
  return (
    <form onSubmit={form.submit} noValidate data-testid="organization-form">
      <Stack gap="lg">
        <TextInput
          label={t('form.name')}
          description={t('form.nameHint')}
          value={form.values.name}
          onChange={(event) => form.setField('name', event.currentTarget.value)}
          error={form.fieldError('name')}
          autoComplete="organization"
          maxLength={120}
          required
        />
        <Radio.Group
          label={t('form.usageType')}
          description={t('form.usageTypeHint')}
          value={form.values.usage_type}
          onChange={(value) => form.setField('usage_type', value as OrganizationUsageType)}
          error={form.fieldError('usage_type')}
          required
        >
          <Stack gap="xs" mt="xs">
            {ORGANIZATION_USAGE_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`usageTypes.${type}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group gap="sm">
          <Button type="submit" loading={form.submitting}>
            {props.submitLabel}
          </Button>
          <Button component={Link} to={props.cancelTo} variant="default">
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
