import { type Area, type AreaInput, areaInput, type ValidationErrors } from '@climb/contracts';
import { validateWith } from '../../../../lib/forms/form-errors';
import { textOrNull } from './form-text';

export interface AreaValues extends Record<string, unknown> {
  name: string;
  description: string;
}

export const EMPTY_AREA_VALUES: AreaValues = { name: '', description: '' };

export const areaValuesOf = (area: Area): AreaValues => ({ name: area.name, description: area.description ?? '' });

export const areaBody = (values: AreaValues): AreaInput => ({
  name: values.name.trim(),
  description: textOrNull(values.description),
});

export const validateArea = (values: AreaValues): ValidationErrors => validateWith(areaInput, areaBody(values));
