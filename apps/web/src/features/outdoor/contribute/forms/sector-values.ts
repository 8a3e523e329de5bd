import {
  type CragSector,
  type CragSectorInput,
  cragSectorInput,
  type Orientation,
  type RainExposure,
  type SunExposure,
  type ValidationErrors,
} from '@climb/contracts';
import { mergeErrors, validateWith } from '../../../../lib/forms/form-errors';
import { choiceOrNull, numberOrNull, textOrNull } from './form-text';
import { pairedPositionErrors, positionTextOf } from './position-values';
import { withoutCragId } from './update-body';

export interface SectorValues extends Record<string, unknown> {
  name: string;
  description: string;
  /** Both blank: the sector has no position on the crag map yet. */
  latitude: string;
  longitude: string;
  orientations: Orientation[];
  sun: SunExposure | '';
  rain: RainExposure | '';
}

export const EMPTY_SECTOR_VALUES: SectorValues = {
  name: '',
  description: '',
  latitude: '',
  longitude: '',
  orientations: [],
  sun: '',
  rain: '',
};

export function sectorValuesOf(sector: CragSector): SectorValues {
  return {
    name: sector.name,
    description: sector.description ?? '',
    ...positionTextOf(sector.latitude, sector.longitude),
    orientations: [...sector.orientations],
    sun: sector.sun ?? '',
    rain: sector.rain ?? '',
  };
}

/** The body of `POST crag_sectors.json`; `PUT crag_sectors/{id}.json` takes the same without `crag_id`. */
export function sectorBody(cragId: number, values: SectorValues): CragSectorInput {
  return {
    crag_id: cragId,
    name: values.name.trim(),
    description: textOrNull(values.description),
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    orientations: values.orientations,
    sun: choiceOrNull(values.sun),
    rain: choiceOrNull(values.rain),
  };
}

export const sectorUpdateBody = (values: SectorValues) => withoutCragId(sectorBody(0, values));

export function validateSector(cragId: number, values: SectorValues): ValidationErrors {
  return mergeErrors(validateWith(cragSectorInput, sectorBody(cragId, values)), pairedPositionErrors(values));
}
