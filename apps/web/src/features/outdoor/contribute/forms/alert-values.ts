import { type Alert, type AlertableType, type AlertType, alertInput, type ValidationErrors } from '@climb/contracts';
import type { z } from 'zod';
import { localToday } from '../../../../lib/dates';
import { mergeErrors, validateWith } from '../../../../lib/forms/form-errors';
import { textOrNull } from './form-text';

export interface AlertValues extends Record<string, unknown> {
  alert_type: AlertType | '';
  description: string;
  /** YYYY-MM-DD, '' for "until removed". */
  ends_on: string;
}

export const EMPTY_ALERT_VALUES: AlertValues = { alert_type: '', description: '', ends_on: '' };

export const alertValuesOf = (alert: Alert): AlertValues => ({
  alert_type: alert.alert_type,
  description: alert.description,
  ends_on: alert.ends_on ?? '',
});

type AlertInput = z.infer<typeof alertInput>;

export function alertBody(alertable: { type: AlertableType; id: number }, values: AlertValues): AlertInput {
  return {
    alertable_type: alertable.type,
    alertable_id: alertable.id,
    // '' is refused by the schema as `required`.
    alert_type: values.alert_type as AlertType,
    description: values.description.trim(),
    ends_on: textOrNull(values.ends_on),
  };
}

export function alertUpdateBody(values: AlertValues) {
  const { alertable_type: _type, alertable_id: _id, ...body } = alertBody({ type: 'crags', id: 1 }, values);
  return body;
}

/** An alert that ended before today would never show: its end date is `in_the_past`. */
export function endDateErrors(endsOn: string, today: string): ValidationErrors {
  return endsOn !== '' && endsOn < today ? { ends_on: ['in_the_past'] } : {};
}

export function validateAlert(values: AlertValues, today = localToday()): ValidationErrors {
  return mergeErrors(
    validateWith(alertInput, alertBody({ type: 'crags', id: 1 }, values)),
    endDateErrors(values.ends_on.trim(), today),
  );
}
