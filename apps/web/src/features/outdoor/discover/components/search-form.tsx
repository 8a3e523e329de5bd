import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, TextInput } from '../../../../components/ui';
import { QUERY_MAX_LENGTH } from '../hooks/use-query-param';
import { SEARCH_MIN_LENGTH } from '../search/search-options';
import classes from './search-form.module.css';

interface SearchFormProps {
  /** The searched text as the URL has it. */
  query: string;
  onSearch(query: string): void;
  label: string;
  placeholder?: string;
}

/**
 * The search box of a search page: results follow the typing (from 2 characters, after a
 * pause), and the button or Enter searches at once, even one character.
 */
export function SearchForm({ query, onSearch, label, placeholder }: SearchFormProps) {
  const { t } = useTranslation('discover');
  const [text, setText] = useState(query);
  const sent = useRef(query);
  const send = (value: string) => {
    sent.current = value;
    onSearch(value);
  };
  const searchSoon = useDebouncedCallback((value: string) => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length >= SEARCH_MIN_LENGTH) send(trimmed);
  }, 300);

  // A search started elsewhere (the top bar, the back button) lands here with its text.
  useEffect(() => {
    if (query === sent.current) return;
    sent.current = query;
    setText(query);
  }, [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchSoon.cancel();
    send(text.trim());
  };

  return (
    <search>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            size="md"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              searchSoon(event.currentTarget.value);
            }}
            label={label}
            placeholder={placeholder}
            type="search"
            maxLength={QUERY_MAX_LENGTH}
            autoComplete="off"
            leftSection={<IconSearch size={18} aria-hidden />}
            className={classes.box}
            data-testid="search-input"
          />
          <PlainButton type="submit" size="md">
            {t('search.submit')}
          </PlainButton>
        </Group>
      </form>
    </search>
  );
}
