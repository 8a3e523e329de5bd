import type { TownSummary } from '@climb/contracts';
import { Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TownChoice } from '../forms/crag-values';
import { SearchCombobox } from './search-combobox';

const townDetail = (town: TownSummary) =>
  town.department_number ? `${town.department_number} · ${town.department_name ?? ''}`.trim() : null;

/** The crag's town: searched as one types, or left empty for the server to pick the nearest. */
export function TownField({
  value,
  onChange,
  error,
}: {
  value: TownChoice | null;
  onChange: (town: TownChoice | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('contribute');
  if (!value) {
    return (
      <SearchCombobox<'towns'>
        kind="towns"
        label={t('crag.town')}
        description={t('crag.townHint')}
        placeholder={t('crag.townPlaceholder')}
        toOption={(town) => ({ id: town.id, name: town.name, detail: townDetail(town) })}
        onPick={(town) => onChange({ id: town.id, name: town.name, detail: townDetail(town) })}
        error={error}
      />
    );
  }
  return (
    <Input.Wrapper label={t('crag.town')} error={error}>
      <Paper withBorder radius="md" p="xs" mt={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMapPin size={18} aria-hidden />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="crag-town">
                {value.name}
              </Text>
              {value.detail ? (
                <Text size="xs" c="dimmed">
                  {value.detail}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={() => onChange(null)}>
            {t('crag.townChange')}
          </Button>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}
