import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { QUERY_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../lib/search-query';
import { PlainButton } from './plain-ui';
import classes from './search-form.module.css';
import { Group, TextInput } from './ui';

/** Typing pauses shorter than this do not search. */
const TYPING_PAUSE_MS = 300;

interface SearchFormProps {
  /** The searched text as the address has it. */
  query: string;
  onSearch(query: string): void;
  label: string;
  placeholder?: string;
  /** The text of the button. */
  submitLabel: string;
  /** The box's test id. */
  testId: string;
}

/**
 * The search box of a search page: results follow the typing (from 2 characters, after a pause), and the button or
 * Enter searches at once, even one character.
 */
export function SearchForm({ query, onSearch, label, placeholder, submitLabel, testId }: SearchFormProps) {
  const [text, setText] = useState(query);
  const sent = useRef(query);
  const send = (value: string) => {
    sent.current = value;
    onSearch(value);
  };
  const searchSoon = useDebouncedCallback((value: string) => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length >= SEARCH_MIN_LENGTH) send(trimmed);
  }, TYPING_PAUSE_MS);

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
            data-testid={testId}
          />
          <PlainButton type="submit" size="md">
            {submitLabel}
          </PlainButton>
        </Group>
      </form>
    </search>
  );
}
