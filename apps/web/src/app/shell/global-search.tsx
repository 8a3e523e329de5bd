import { ENVIRONMENT_SEARCH_PATHS, type Environment } from '@climb/contracts';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nextActiveIndex } from '../../features/outdoor/discover/search/active-option';
import { isBuilt } from '../../lib/built-pages';
import { useEnvironmentStore } from '../../stores/environment-store';
import classes from './global-search.module.css';
import { LazyPart, UnavailableResults } from './lazy-part';

// Searching as one types (requests, results, grades, their texts) loads on the first focus, not with the home page:
// outdoors crags, routes, areas and towns; indoors gyms.
const RESULTS = {
  outdoor: lazy(() => import('../../features/outdoor/discover/search/global-search-results')),
  indoor: lazy(() => import('../../features/indoor/discover/search/global-gym-results')),
} as const;

type AsYouType = keyof typeof RESULTS;

/** Environments whose box searches as one types; the others send the text to their search page. */
const AS_YOU_TYPE: readonly Environment[] = Object.keys(RESULTS) as AsYouType[];

/** What the box needs of an option of the results: its element id and where it leads. */
interface BoxOption {
  id: string;
  href: string;
}

/**
 * The top bar's search box (370 px, spec §9), searching the current environment; it appears for
 * an environment once that environment's search page exists. Outdoors and indoors it is a combobox
 * (WAI-ARIA pattern): results under the box (crags, routes, areas and towns; gyms), arrows move
 * through them, Enter opens one (or the search page), Escape closes the list.
 */
export function GlobalSearch() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const listboxId = useId();
  const environment = useEnvironmentStore((state) => state.environment);
  const target: Environment = environment === 'none' ? 'outdoor' : environment;
  const searchPath = ENVIRONMENT_SEARCH_PATHS[target];
  const asYouType = AS_YOU_TYPE.includes(target);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [options, setOptions] = useState<BoxOption[]>([]);
  // The highlight belongs to one list of options: a new answer starts with nothing highlighted.
  const [highlight, setHighlight] = useState<{ options: BoxOption[]; index: number }>({ options, index: -1 });
  if (!isBuilt(searchPath)) return null;
  const Results = asYouType ? RESULTS[target as AsYouType] : null;

  const expanded = asYouType && open && options.length > 0;
  const active = expanded && highlight.options === options ? highlight.index : -1;
  const activeOption = options[active];

  const go = (href: string) => {
    setOpen(false);
    setQuery('');
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!asYouType) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      setHighlight({ options, index: nextActiveIndex(event.key, active, options.length) });
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the list; the next one lets the search field clear itself.
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.href);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    go(text ? `${searchPath}?query=${encodeURIComponent(text)}` : searchPath);
  };

  return (
    // Up to 370 px, narrower when the top bar needs the room.
    <search className={classes.search}>
      <form onSubmit={submit}>
        <div className={classes.field}>
          <div className={classes.section}>
            <IconSearch size={16} aria-hidden />
          </div>
          <input
            className={classes.input}
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
            placeholder={t(`search.placeholder.${target}`)}
            aria-label={t(`search.placeholder.${target}`)}
            type="search"
            autoComplete="off"
            data-testid="global-search"
            {...(asYouType && {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': expanded,
              'aria-controls': expanded ? listboxId : undefined,
              'aria-activedescendant': activeOption?.id,
            })}
          />
        </div>
      </form>
      {Results && used ? (
        // A new environment is a new list: its options and highlight start afresh.
        <LazyPart key={target} fallback={open ? <UnavailableResults /> : null}>
          <Suspense fallback={null}>
            <Results
              id={listboxId}
              open={open}
              query={query}
              active={active}
              onOptions={setOptions}
              onPick={go}
              onHover={(index) => setHighlight({ options, index })}
            />
          </Suspense>
        </LazyPart>
      ) : null}
    </search>
  );
}
