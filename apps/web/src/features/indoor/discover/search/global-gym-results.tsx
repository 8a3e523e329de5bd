import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ListedOption,
  SearchLinkText,
  SearchOptionRow,
  SearchRecordText,
  SearchResultsPanel,
} from '../../../../components/search-results';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { gymPath } from '../../shared/paths';
import { SEARCH_MIN_LENGTH } from '../filters/gym-filters';
import { useGymSearchAsYouType } from './use-gym-search-as-you-type';

/** The indoor search page, where "see all results" leads. */
export const INDOOR_SEARCH_PATH = '/indoor/search';

/** One choice of the list, in keyboard order: a gym, the gyms map (when nothing matches), or every result. */
export interface GymSearchOption extends ListedOption {
  key: string;
}

interface GlobalGymResultsProps {
  /** The listbox id the search box points at. */
  id: string;
  open: boolean;
  query: string;
  /** The highlighted option, -1 for none (the box moves it). */
  active: number;
  onOptions(options: GymSearchOption[]): void;
  onPick(href: string): void;
  onHover(index: number): void;
}

/** The top bar's results in the indoor environment: the gyms matching the text, then "see all results". */
export default function GlobalGymResults({
  id,
  open,
  query,
  active,
  onOptions,
  onPick,
  onHover,
}: GlobalGymResultsProps) {
  const { t } = useTranslation('indoor-discover');
  const { label } = useIndoorLabels();
  const search = useGymSearchAsYouType(query);
  const text = query.trim();
  const gyms = search.gyms;
  const options = useMemo(() => {
    if (text.length < SEARCH_MIN_LENGTH) return [];
    const entries = [
      ...(gyms ?? []).map((gym) => ({ key: `gym-${gym.id}`, href: gymPath(gym) })),
      ...(gyms?.length === 0 ? [{ key: 'map', href: '/maps/gyms' }] : []),
      { key: 'all', href: `${INDOOR_SEARCH_PATH}?query=${encodeURIComponent(text)}` },
    ];
    return entries.map((entry, index) => ({ ...entry, id: `${id}-${entry.key}`, index }));
  }, [gyms, text, id]);
  useEffect(() => onOptions(options), [options, onOptions]);
  if (!open || options.length === 0) return null;

  const byId = new Map((gyms ?? []).map((gym) => [`gym-${gym.id}`, gym]));

  return (
    <SearchResultsPanel
      id={id}
      namespace="indoor-discover"
      query={text}
      failed={search.status === 'error'}
      answered={gyms === null ? null : search.answered}
      empty={gyms?.length === 0}
      found={search.total}
    >
      {options.map((entry) => {
        const gym = byId.get(entry.key);
        return (
          <SearchOptionRow
            key={entry.id}
            option={entry}
            active={entry.index === active}
            onPick={onPick}
            onHover={onHover}
          >
            {gym ? (
              <SearchRecordText
                title={gym.name}
                detail={[gym.city, ...gym.climbing_types.map((type) => label('gym_climbing_types', type))].join(' · ')}
              />
            ) : (
              <SearchLinkText>
                {entry.key === 'map' ? t('globalSearch.map') : t('globalSearch.all', { query: text })}
              </SearchLinkText>
            )}
          </SearchOptionRow>
        );
      })}
    </SearchResultsPanel>
  );
}
