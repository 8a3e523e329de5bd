import { ENVIRONMENT_SEARCH_PATHS, type Environment, SEARCH_BOX_WIDTH } from '@climb/contracts';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  allResultsPath,
  nextActiveIndex,
  SEARCH_MIN_LENGTH,
  searchOptions,
} from '../../features/outdoor/discover/search/search-options';
import { useSearchAsYouType } from '../../features/outdoor/discover/search/use-search-as-you-type';
import { isBuilt } from '../../lib/built-pages';
import { useEnvironmentStore } from '../../stores/environment-store';

// The results list (grades, labels, its texts) loads on the first focus, not with the home page.
const GlobalSearchResults = lazy(() => import('../../features/outdoor/discover/search/global-search-results'));

const BOX_STYLE = { width: SEARCH_BOX_WIDTH, maxWidth: '100%', position: 'relative' } as const;

/**
 * The top bar's search box (370 px, spec §9), searching the current environment. It appears
 * for an environment once that environment's search page exists.
 */
export function GlobalSearch() {
  const environment = useEnvironmentStore((state) => state.environment);
  const target: Environment = environment === 'none' ? 'outdoor' : environment;
  const searchPath = ENVIRONMENT_SEARCH_PATHS[target];
  if (!isBuilt(searchPath)) return null;
  if (target === 'outdoor') return <OutdoorSearch />;
  return <SubmitSearch environment={target} searchPath={searchPath} />;
}

/** An environment without search-as-you-type: the text goes to its search page. */
function SubmitSearch({ environment, searchPath }: { environment: Environment; searchPath: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `${searchPath}?query=${encodeURIComponent(text)}` : searchPath);
  };
  return (
    <search style={BOX_STYLE}>
      <form onSubmit={submit}>
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t(`search.placeholder.${environment}`)}
          aria-label={t(`search.placeholder.${environment}`)}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
        />
      </form>
    </search>
  );
}

/**
 * Outdoor search as you type (a combobox, WAI-ARIA pattern): crags, routes, areas and towns
 * grouped under the box; arrows move through them, Enter opens one (or every result), Escape closes.
 */
function OutdoorSearch() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [used, setUsed] = useState(false);
  const search = useSearchAsYouType(query, used);
  const options = useMemo(() => searchOptions(search.result, query, listboxId), [search.result, query, listboxId]);
  const expanded = open && query.trim().length >= SEARCH_MIN_LENGTH;
  const activeOption = expanded ? options[active] : undefined;

  // A new answer is a new list: nothing is highlighted until the climber moves again.
  useEffect(() => {
    setActive(-1);
  }, [search.result]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    setQuery('');
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) setOpen(true);
      else setActive(nextActiveIndex(event.key, active, options.length));
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the list; the next one lets the search field clear itself.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.href);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(allResultsPath(query));
  };

  return (
    <search style={BOX_STYLE}>
      <form onSubmit={submit}>
        <TextInput
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => {
            setUsed(true);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder.outdoor')}
          aria-label={t('search.placeholder.outdoor')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeOption?.id}
          data-testid="global-search"
        />
      </form>
      {used ? (
        <Suspense fallback={null}>
          <GlobalSearchResults
            id={listboxId}
            open={expanded}
            query={query}
            search={search}
            options={options}
            active={active}
            onPick={go}
            onHover={setActive}
          />
        </Suspense>
      ) : null}
    </search>
  );
}
