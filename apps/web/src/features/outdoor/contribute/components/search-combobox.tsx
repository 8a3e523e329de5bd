import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SearchItem, type SearchKind, useSearch } from '../api/wiki-cache';

export interface SearchOption {
  id: number;
  name: string;
  /** A second line that tells homonyms apart (a department, a town). */
  detail: string | null;
}

interface SearchComboboxProps<Kind extends SearchKind, Item = SearchItem<Kind>> {
  kind: Kind;
  label: string;
  description?: string;
  placeholder?: string;
  toOption: (item: Item) => SearchOption;
  onPick: (item: Item) => void;
  /** Options not to offer (crags already in the area). */
  exclude?: readonly number[];
  error?: string;
  disabled?: boolean;
}

/**
 * Search-as-you-type on `search/{kind}.json` (typos and accents forgiven by the API): arrow keys
 * and Enter, or a tap, pick an option; the input empties for the next search.
 */
export function SearchCombobox<Kind extends SearchKind>(props: SearchComboboxProps<Kind>) {
  const { t } = useTranslation('contribute');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const search = useSearch(props.kind, debounced);
  const items = (search.data ?? []).filter((item) => !props.exclude?.includes(props.toOption(item).id));
  const waiting = query.trim() !== '' && (debounced !== query || search.isFetching);

  const pick = (value: string) => {
    const item = items.find((candidate) => String(props.toOption(candidate).id) === value);
    if (!item) return;
    props.onPick(item);
    setQuery('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={waiting ? <Loader size="xs" aria-label={t('search.searching')} /> : null}
          error={props.error}
          disabled={props.disabled}
          autoComplete="off"
          type="search"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={query.trim() === ''}>
        <Combobox.Options>
          {items.map((item) => {
            const option = props.toOption(item);
            return (
              <Combobox.Option key={option.id} value={String(option.id)} mih={44}>
                <Text size="sm" fw={500}>
                  {option.name}
                </Text>
                {option.detail ? (
                  <Text size="xs" c="dimmed">
                    {option.detail}
                  </Text>
                ) : null}
              </Combobox.Option>
            );
          })}
          {items.length === 0 && !waiting && search.isSuccess ? (
            <Combobox.Empty>{t('search.none')}</Combobox.Empty>
          ) : null}
          {search.isError ? <Combobox.Empty>{t('search.failed')}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
