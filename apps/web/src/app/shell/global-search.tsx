import { ENVIRONMENT_SEARCH_PATHS, type Environment, SEARCH_BOX_WIDTH } from '@climb/contracts';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isBuilt } from '../../lib/built-pages';
import { useEnvironmentStore } from '../../stores/environment-store';

/**
 * The top bar's search box (370 px, spec §9), searching the current environment. It appears
 * for an environment once that environment's search page exists.
 */
export function GlobalSearch() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const environment = useEnvironmentStore((state) => state.environment);
  const [query, setQuery] = useState('');
  const target: Environment = environment === 'none' ? 'outdoor' : environment;
  const searchPath = ENVIRONMENT_SEARCH_PATHS[target];
  if (!isBuilt(searchPath)) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `${searchPath}?q=${encodeURIComponent(text)}` : searchPath);
  };
  return (
    <search style={{ width: SEARCH_BOX_WIDTH, maxWidth: '100%' }}>
      <form onSubmit={submit}>
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t(`search.placeholder.${target}`)}
          aria-label={t(`search.placeholder.${target}`)}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
        />
      </form>
    </search>
  );
}
