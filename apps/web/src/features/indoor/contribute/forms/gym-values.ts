import {
  type Gym,
  type GymClimbingType,
  type GymInput,
  type GymType,
  gymInput,
  type ValidationErrors,
} from '@climb/contracts';
import { coordinateText } from '../../../../climbing/position-text';
import { validateWith } from '../../../../lib/forms/form-errors';
import { DEFAULT_COUNTRY, DEFAULT_TIME_ZONE } from './countries';
import { choiceOrNull, numberOrNull, textOrNull } from './form-text';

/** A gym chain chosen in the picker: what the field shows of it. */
export interface ChainChoice {
  id: number;
  name: string;
}

/** The gym form's values: inputs hold text, '' meaning "not said". */
export interface GymValues extends Record<string, unknown> {
  name: string;
  address: string;
  postal_code: string;
  city: string;
  country_code: string;
  latitude: string;
  longitude: string;
  time_zone: string;
  climbing_types: GymClimbingType[];
  gym_type: GymType | '';
  chain: ChainChoice | null;
  email: string;
  phone_number: string;
  web_site: string;
  hours: string;
  description: string;
}

export const EMPTY_GYM_VALUES: GymValues = {
  name: '',
  address: '',
  postal_code: '',
  city: '',
  country_code: DEFAULT_COUNTRY,
  latitude: '',
  longitude: '',
  time_zone: DEFAULT_TIME_ZONE,
  climbing_types: [],
  gym_type: '',
  chain: null,
  email: '',
  phone_number: '',
  web_site: '',
  hours: '',
  description: '',
};

export function gymValuesOf(gym: Gym): GymValues {
  return {
    name: gym.name,
    address: gym.address,
    postal_code: gym.postal_code ?? '',
    city: gym.city,
    country_code: gym.country_code.toLowerCase(),
    latitude: coordinateText(gym.latitude),
    longitude: coordinateText(gym.longitude),
    time_zone: gym.time_zone,
    climbing_types: [...gym.climbing_types],
    gym_type: gym.gym_type,
    chain: gym.gym_chain ? { id: gym.gym_chain.id, name: gym.gym_chain.name } : null,
    email: gym.email ?? '',
    phone_number: gym.phone_number ?? '',
    web_site: gym.web_site ?? '',
    hours: gym.hours ?? '',
    description: gym.description ?? '',
  };
}

/** The body of `POST gyms.json` and `PUT gyms/{id}.json` (the form always sends every field). */
export function gymBody(values: GymValues): GymInput {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    postal_code: textOrNull(values.postal_code),
    city: values.city.trim(),
    country_code: values.country_code,
    // A blank coordinate is sent as null, which the schema refuses as `required`.
    latitude: numberOrNull(values.latitude) as number,
    longitude: numberOrNull(values.longitude) as number,
    time_zone: values.time_zone,
    climbing_types: values.climbing_types,
    // No choice is sent as null, which the schema refuses as `required`.
    gym_type: choiceOrNull(values.gym_type) as GymType,
    gym_chain_id: values.chain?.id ?? null,
    email: textOrNull(values.email),
    phone_number: textOrNull(values.phone_number),
    web_site: textOrNull(values.web_site),
    hours: textOrNull(values.hours),
    description: textOrNull(values.description),
  };
}

/**
 * The API's rules, from the contract's schema; no climbing type ticked is said as missing (the schema's
 * `too_short` reads oddly for a list of choices).
 */
export function validateGym(values: GymValues): ValidationErrors {
  const errors = validateWith(gymInput, gymBody(values));
  return values.climbing_types.length === 0 ? { ...errors, climbing_types: ['required'] } : errors;
}
