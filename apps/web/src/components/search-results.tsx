import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search-results.module.css';
import { Box, Paper, Text } from './ui';

/** One choice of a results list, in keyboard order. */
export interface ListedOption {
  /** Its element id, for `aria-activedescendant`. */
  id: string;
  href: string;
  index: number;
}

interface SearchResultsPanelProps {
  /** The listbox id the search box points at. */
  id: string;
  /** Where the texts are (`globalSearch.error`, `.searching`, `.none`, `.noneHint`, `.found`, `.label`). */
  namespace: string;
  /** The text typed. */
  query: string;
  /** The search failed. */
  failed: boolean;
  /** The text the last answer is for; null until the first answer. */
  answered: string | null;
  /** The answer lists no record. */
  empty: boolean;
  /** How many records the answer found. */
  found: number;
  /** The options, as `SearchOptionRow`s (or groups of them). */
  children: ReactNode;
}

/**
 * The results under the top bar's search box: a status line (searching, found, nothing, failed), then the listbox
 * the box's arrows walk through.
 */
export function SearchResultsPanel({
  id,
  namespace,
  query,
  failed,
  answered,
  empty,
  found,
  children,
}: SearchResultsPanelProps) {
  const { t } = useTranslation(namespace);
  const nothing = !failed && answered !== null && empty;
  const status = failed
    ? t('globalSearch.error')
    : answered === null
      ? t('globalSearch.searching')
      : nothing
        ? t('globalSearch.none', { query: answered })
        : t('globalSearch.found', { count: found });
  return (
    <Paper
      withBorder
      shadow="md"
      p={4}
      // Clicking a result must not blur the box first (which closes the list).
      onMouseDown={(event) => event.preventDefault()}
      className={classes.results}
      data-testid="global-search-results"
    >
      <Text role="status" size="sm" c={nothing ? undefined : 'dimmed'} fw={nothing ? 600 : undefined} px="sm" py={4}>
        {status}
      </Text>
      {nothing ? (
        <Text size="sm" px="sm" pb={4} data-testid="global-search-hint">
          {t('globalSearch.noneHint')}
        </Text>
      ) : null}
      <Box
        component="ul"
        id={id}
        role="listbox"
        aria-label={t('globalSearch.label', { query })}
        m={0}
        p={0}
        className={classes.listbox}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** A group of options under its heading. */
export function SearchOptionGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="li" role="presentation">
      <Box component="ul" role="group" aria-labelledby={id} m={0} p={0} className={classes.group}>
        <Text component="li" role="presentation" id={id} size="xs" fw={700} tt="uppercase" px="sm" pt={6}>
          {title}
        </Text>
        {children}
      </Box>
    </Box>
  );
}

interface SearchOptionRowProps {
  option: ListedOption;
  active: boolean;
  onPick(href: string): void;
  onHover(index: number): void;
  children: ReactNode;
}

/** One option of the list: a click opens it, the mouse highlights it. */
export function SearchOptionRow({ option, active, onPick, onHover, children }: SearchOptionRowProps) {
  return (
    <Box
      component="li"
      id={option.id}
      role="option"
      aria-selected={active}
      onClick={() => onPick(option.href)}
      onMouseMove={() => onHover(option.index)}
      px="sm"
      py={6}
      className={classes.option}
    >
      {children}
    </Box>
  );
}

/** The text of an option that leads elsewhere than a record ("see all results", the map). */
export function SearchLinkText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" fw={600} c="anchor">
      {children}
    </Text>
  );
}

/** The text of an option that leads to a record: its name, and the line that tells two of them apart. */
export function SearchRecordText({ title, detail }: { title: string; detail?: string }) {
  return (
    <>
      <Text size="sm" fw={600} breakAnywhere>
        {title}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </>
  );
}
