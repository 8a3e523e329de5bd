import { ASCENT_STATUSES, type AscentStatus } from '@climb/contracts';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { SimpleGrid } from '../../../../components/ui';

/** The six styles as large cards, each with its hint ("first try, with beta"): one tap, no guessing. */
export function StatusChoice({
  value,
  onChange,
  error,
}: {
  value: AscentStatus | '';
  onChange: (value: AscentStatus) => void;
  error?: string;
}) {
  const { t } = useTranslation('logbook');
  const { label } = useLogbookLabels();
  return (
    <Radio.Group
      label={t('form.status')}
      value={value}
      onChange={(next) => onChange(next as AscentStatus)}
      error={error}
      withAsterisk
      data-testid="ascent-status"
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
        {ASCENT_STATUSES.map((status) => (
          <Radio.Card key={status} value={status} radius="md" p="sm" mih={64} data-status={status}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Radio.Indicator mt={2} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700} size="sm">
                  {label('ascent_statuses', status)}
                </Text>
                <Text size="xs" c="dimmed">
                  {label('ascent_status_hints', status)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
