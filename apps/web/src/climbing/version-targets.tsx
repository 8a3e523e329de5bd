import type { VersionHistory, VersionItemType } from '@climb/contracts';
import { createContext, useContext } from 'react';

/**
 * The page a record's history leads back to: the record's own page, or the page of what it belongs to; null when the
 * history does not say.
 */
export type VersionTarget = (history: VersionHistory) => string | null;

/** Each kind's way back, given by the catalogue the kind belongs to. */
export type VersionTargets = Partial<Record<VersionItemType, VersionTarget>>;

/**
 * The label of a wire value of a field of a record of `itemType` (`gym_type` `private` → "Salle privée"), or
 * undefined when the field is no enum of that catalogue's.
 */
export type VersionValueLabel = (itemType: VersionItemType, field: string, value: string) => string | undefined;

/** What another catalogue gives the history page about its kinds of records. */
export interface OtherVersionKinds {
  targets: VersionTargets;
  valueLabel: VersionValueLabel;
}

const VersionKindsContext = createContext<OtherVersionKinds>({ targets: {}, valueLabel: () => undefined });

/**
 * Gives the history page the ways back and the value labels of another catalogue's records: `app/` fills it when it
 * builds the page table (today with the gyms' kinds), so the page's catalogue never imports another.
 */
export const VersionKindsProvider = VersionKindsContext.Provider;

/** The ways back another catalogue gave the history page. */
export function useVersionTargets(): VersionTargets {
  return useContext(VersionKindsContext).targets;
}

/** The value labels another catalogue gave the history page. */
export function useVersionValueLabel(): VersionValueLabel {
  return useContext(VersionKindsContext).valueLabel;
}

/**
 * A URL name part from a record's name (`Céüse` → `ceuse`). Record pages replace it with the record's
 * own slug once loaded, so any readable approximation leads to the right page.
 */
export function nameSlug(name: string | null): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || '-';
}

/** A record id read from a history's value, or null when the value is none. */
export function recordIdIn(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The first value a field took in the history (oldest change last in the list): a record's crag or gym, an alert's
 * subject.
 */
export function firstValue(history: VersionHistory, field: string): unknown {
  for (const version of [...history.versions].reverse()) {
    const change = version.changes[field];
    if (change) return change[1] ?? change[0];
  }
  return undefined;
}
