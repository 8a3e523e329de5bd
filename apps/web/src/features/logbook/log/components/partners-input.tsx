import type { ClimberRef } from '@climb/contracts';
import { Combobox, Group, Loader, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAscentPartners } from '../../api/ascent-partners.api';

/**
 * Climbers tagged on the ascent: as pills, each removable; typing searches climbers with a public
 * profile, the usual partners first (`current_users/ascent_partners.json`).
 */
export function PartnersInput({
  value,
  onChange,
  error,
}: {
  value: ClimberRef[];
  onChange: (value: ClimberRef[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('logbook');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const [opened, setOpened] = useState(false);
  const partners = useAscentPartners(debounced, opened);
  const chosen = new Set(value.map((partner) => partner.uuid));
  const options = (partners.data ?? []).filter((partner) => !chosen.has(partner.uuid));
  const waiting = opened && (debounced !== query.trim() || partners.isFetching);

  const pick = (uuid: string) => {
    const partner = options.find((candidate) => candidate.uuid === uuid);
    if (!partner) return;
    onChange([...value, partner]);
    setQuery('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={t('form.partners')}
          error={error}
          rightSection={waiting ? <Loader size="xs" /> : null}
          onClick={() => combobox.openDropdown()}
          data-testid="ascent-partners"
        >
          <Pill.Group>
            {value.map((partner) => (
              <Pill
                key={partner.uuid}
                withRemoveButton
                onRemove={() => onChange(value.filter((known) => known.uuid !== partner.uuid))}
                removeButtonProps={{ 'aria-label': t('form.removePartner', { name: partner.name }) }}
              >
                {partner.name}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={query}
                placeholder={t('form.partnersPlaceholder')}
                aria-label={t('form.partners')}
                autoComplete="off"
                onFocus={() => {
                  setOpened(true);
                  combobox.openDropdown();
                }}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  setOpened(true);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && query === '' && value.length > 0) onChange(value.slice(0, -1));
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={!opened}>
        <Combobox.Options>
          {options.map((partner) => (
            <Combobox.Option key={partner.uuid} value={partner.uuid} mih={44}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {partner.name}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {partners.isSuccess && options.length === 0 && !waiting ? (
            <Combobox.Empty>{t('form.partnersNone')}</Combobox.Empty>
          ) : null}
          {partners.isError ? <Combobox.Empty>{t('form.partnersFailed')}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
