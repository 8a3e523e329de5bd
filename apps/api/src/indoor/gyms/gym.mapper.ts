import type { Gym, GymChain, GymChainSummary, GymSummary, ImageVariants } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import { variantUrls } from '../../media/image-variants';
import type { GymDetailRow, GymSummaryRow } from './gym.repository';
import type { GymChainDetailRow, GymChainSummaryRow } from './gym-chain.repository';

/** How a stored file's key becomes the address a page loads it from. */
export type FileUrl = (key: string) => string;

/** A logo's variants, by address. */
export function logoOf(key: string | null, url: FileUrl): ImageVariants | null {
  return key ? variantUrls('logo', key, url) : null;
}

/** A banner's variants (medium and large; the thumbnail is the medium). */
export function bannerOf(key: string | null, url: FileUrl): ImageVariants | null {
  if (!key) return null;
  const { medium, large } = variantUrls('banner', key, url);
  return { thumbnail: medium, medium, large };
}

export function toGymSummary(row: GymSummaryRow, url: FileUrl): GymSummary {
  return {
    id: row.id,
    name: row.name,
    slug_name: row.slug_name,
    city: row.city,
    country_code: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
    climbing_types: row.climbing_types,
    gym_type: row.gym_type,
    logo: logoOf(row.logo_key, url),
    followers_count: row.followers_count,
    mounted_routes_count: row.mounted_routes_count,
  };
}

/** `GET gyms/{id}.json`. `administered`: whether staff run it. */
export function toGym(row: GymDetailRow, url: FileUrl, administered: boolean): Gym {
  return Object.assign(toGymSummary(row, url), {
    description: row.description,
    address: row.address,
    postal_code: row.postal_code,
    time_zone: row.time_zone,
    email: row.email,
    phone_number: row.phone_number,
    web_site: row.web_site,
    hours: row.hours,
    banner: bannerOf(row.banner_key, url),
    gym_chain:
      row.gym_chain_id === null || row.chain_name === null
        ? null
        : { id: row.gym_chain_id, name: row.chain_name, slug_name: row.chain_slug_name ?? '' },
    spaces_count: row.spaces_count,
    administered,
    creator: toContributor(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

export function toGymChainSummary(row: GymChainSummaryRow, url: FileUrl): GymChainSummary {
  return {
    id: row.id,
    name: row.name,
    slug_name: row.slug_name,
    logo: logoOf(row.logo_key, url),
    gyms_count: row.gyms_count,
  };
}

export function toGymChain(row: GymChainDetailRow, url: FileUrl): GymChain {
  return Object.assign(toGymChainSummary(row, url), {
    description: row.description,
    web_site: row.web_site,
    banner: bannerOf(row.banner_key, url),
    creator: toContributor(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}
