import { Button, Combobox, Group, Input, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { createGymChain, useGymChainSearch } from '../api/indoor-wiki.api';
import type { ChainChoice } from '../forms/gym-values';
import { NAMESPACE } from '../forms/use-indoor-form';

/** The value of the option that creates a chain of the typed name. */
const CREATE = 'create';

/**
 * The gym's chain: the one chosen, or none; search as you type over the chains by name, and, when the name typed is
 * no chain yet, a way to create it on the spot.
 */
export function ChainPicker({
  value,
  onChange,
  error,
}: {
  value: ChainChoice | null;
  onChange: (chain: ChainChoice | null) => void;
  error?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const alerts = useAlerts();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const search = useGymChainSearch(debounced);
  const labelId = useId();
  const typed = query.trim();
  const chains = search.data ?? [];
  const waiting = typed !== '' && (debounced !== query || search.isFetching);
  const exists = chains.some((chain) => chain.name.toLocaleLowerCase() === typed.toLocaleLowerCase());
  const create = useMutation({
    mutationFn: (name: string) => createGymChain({ name }),
    onSuccess: (chain) => {
      onChange({ id: chain.id, name: chain.name });
      alerts.success(t('chain.created', { name: chain.name }));
      setQuery('');
    },
    onError: (failure) => {
      if (!(failure instanceof ApiError && failure.status === 403)) alerts.apiError(failure);
    },
  });

  const pick = (option: string) => {
    combobox.closeDropdown();
    if (option === CREATE) {
      if (typed) create.mutate(typed);
      return;
    }
    const chain = chains.find((candidate) => String(candidate.id) === option);
    if (!chain) return;
    onChange({ id: chain.id, name: chain.name });
    setQuery('');
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm" id={labelId}>
          {value ? t('chain.current', { name: value.name }) : t('chain.none')}
        </Text>
        {value ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('chain.remove')}
          </Button>
        ) : null}
      </Group>
      <Combobox store={combobox} onOptionSubmit={pick}>
        <Combobox.Target>
          <TextInput
            label={value ? t('chain.change') : t('chain.search')}
            description={t('chain.hint')}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={waiting || create.isPending ? <Loader size="xs" aria-label={t('chain.searching')} /> : null}
            disabled={create.isPending}
            autoComplete="off"
            type="search"
            aria-describedby={labelId}
            data-testid="chain-search"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={typed === '' && chains.length === 0}>
          <Combobox.Options>
            {chains
              .filter((chain) => chain.id !== value?.id)
              .map((chain) => (
                <Combobox.Option key={chain.id} value={String(chain.id)} mih={44}>
                  <Text size="sm" fw={500}>
                    {chain.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('chain.gymsCount', { count: chain.gyms_count })}
                  </Text>
                </Combobox.Option>
              ))}
            {typed !== '' && !exists && !waiting ? (
              <Combobox.Option value={CREATE} mih={44}>
                <Group gap={6} wrap="nowrap">
                  <IconPlus size={16} aria-hidden />
                  <Text size="sm">{t('chain.create', { name: typed })}</Text>
                </Group>
              </Combobox.Option>
            ) : null}
            {search.isError ? <Combobox.Empty>{t('chain.failed')}</Combobox.Empty> : null}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {error ? <Input.Error>{error}</Input.Error> : null}
    </Stack>
  );
}
