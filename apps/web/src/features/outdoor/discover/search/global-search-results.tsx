import type { GlobalSearchResult } from '@climb/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrades } from '../../../../climbing/grade';
import {
  SearchLinkText,
  SearchOptionGroup,
  SearchOptionRow,
  SearchRecordText,
  SearchResultsPanel,
} from '../../../../components/search-results';
import { SEARCH_MIN_LENGTH, type SearchGroup, type SearchOption, searchOptions } from './search-options';
import { useSearchAsYouType } from './use-search-as-you-type';

interface GlobalSearchResultsProps {
  /** The listbox id the search box points at. */
  id: string;
  open: boolean;
  query: string;
  /** The highlighted option, -1 for none (the box moves it). */
  active: number;
  /** The options in keyboard order, for the box's arrows and Enter. */
  onOptions(options: SearchOption[]): void;
  onPick(href: string): void;
  onHover(index: number): void;
}

interface Line {
  title: string;
  detail: string;
}

/** What each kind of result shows: its name and the one line that tells two of them apart. */
function useLines(result: GlobalSearchResult | null) {
  const { t } = useTranslation('discover');
  const { range } = useGrades();
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
  const lines: Record<string, Line> = {};
  for (const crag of result?.crags ?? []) {
    lines[`crag-${crag.id}`] = {
      title: crag.name,
      detail: join(
        crag.town_name,
        range(crag.grade_min_value, crag.grade_max_value),
        t('counts.routes', { count: crag.routes_count }),
      ),
    };
  }
  for (const route of result?.crag_routes ?? []) {
    lines[`route-${route.id}`] = {
      title: route.name,
      detail: join(range(route.grade_min_value, route.grade_max_value), route.crag.name),
    };
  }
  for (const area of result?.areas ?? []) {
    lines[`area-${area.id}`] = { title: area.name, detail: t('counts.crags', { count: area.crags_count }) };
  }
  for (const town of result?.towns ?? []) {
    lines[`town-${town.id}`] = {
      title: town.name,
      detail: join(town.department_name, t('globalSearch.cragsAround')),
    };
  }
  return lines;
}

const GROUPS: Exclude<SearchGroup, 'map' | 'all'>[] = ['crags', 'crag_routes', 'areas', 'towns'];

/** The grouped results under the top bar's search box (loaded on its first focus). */
export default function GlobalSearchResults({
  id,
  open,
  query,
  active,
  onOptions,
  onPick,
  onHover,
}: GlobalSearchResultsProps) {
  const { t } = useTranslation('discover');
  const search = useSearchAsYouType(query);
  const text = query.trim();
  const options = useMemo(
    () => (text.length >= SEARCH_MIN_LENGTH ? searchOptions(search.result, text, id) : []),
    [search.result, text, id],
  );
  useEffect(() => onOptions(options), [options, onOptions]);
  const lines = useLines(search.result);
  if (!open || options.length === 0) return null;
  const found = options.filter((option) => (GROUPS as SearchGroup[]).includes(option.group)).length;
  const map = options.find((option) => option.group === 'map');
  const all = options[options.length - 1];

  return (
    <SearchResultsPanel
      id={id}
      namespace="discover"
      query={text}
      failed={search.status === 'error'}
      answered={search.result === null ? null : search.answered}
      empty={found === 0}
      found={found}
    >
      {GROUPS.map((group) => {
        const grouped = options.filter((option) => option.group === group);
        if (grouped.length === 0) return null;
        return (
          <SearchOptionGroup key={group} id={`${id}-${group}`} title={t(`globalSearch.groups.${group}`)}>
            {grouped.map((option) => {
              const line = lines[option.key];
              return (
                <SearchOptionRow
                  key={option.id}
                  option={option}
                  active={option.index === active}
                  onPick={onPick}
                  onHover={onHover}
                >
                  <SearchRecordText title={line?.title ?? ''} detail={line?.detail} />
                </SearchOptionRow>
              );
            })}
          </SearchOptionGroup>
        );
      })}
      {map ? (
        <SearchOptionRow option={map} active={map.index === active} onPick={onPick} onHover={onHover}>
          <SearchLinkText>{t('globalSearch.map')}</SearchLinkText>
        </SearchOptionRow>
      ) : null}
      {all ? (
        <SearchOptionRow option={all} active={all.index === active} onPick={onPick} onHover={onHover}>
          <SearchLinkText>{t('globalSearch.all', { query: text })}</SearchLinkText>
        </SearchOptionRow>
      ) : null}
    </SearchResultsPanel>
  );
}
