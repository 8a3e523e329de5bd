import type { AscentImportPreview, AscentImportRow } from '@climb/contracts';
import { Alert, Badge, Box, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { SimpleGrid } from '../../../../components/ui';
import { RULES_NAMESPACE, ruleMessage } from '../../../../lib/forms/rule-messages';
import { useFormatters } from '../../../../lib/use-formatters';
import { groupRows, type RowKind, rowsToImport, unresolvedRows } from '../lib/import-rows';

/** Rows of a long group shown before "show all". */
const ROWS_SHOWN = 50;

const KIND_COLORS: Record<RowKind, string> = {
  matched: 'teal',
  duplicate: 'blue',
  unmatched: 'orange',
  invalid: 'red',
};

/** Why a row cannot be imported, in words: each field and its broken rule. */
function useRowReasons() {
  const { t } = useTranslation(['logbook-home', 'common', RULES_NAMESPACE]);
  return (row: AscentImportRow): string[] => {
    const lines = Object.entries(row.errors).flatMap(([field, rules]) =>
      rules.map((rule) =>
        t('import.reasons.field', {
          field: t(`import.fields.${field}`, { defaultValue: field }),
          rule: ruleMessage(field, rule, t),
        }),
      ),
    );
    return row.status === 'unmatched' ? [...lines, t('import.reasons.unmatched')] : lines;
  };
}

interface RowItemProps {
  row: AscentImportRow;
  kind: RowKind;
  skipped: boolean;
  onSkip(skipped: boolean): void;
}

function RowItem({ row, kind, skipped, onSkip }: RowItemProps) {
  const { t } = useTranslation('logbook-home');
  const { label } = useLogbookLabels();
  const { shortDay } = useFormatters();
  const reasons = useRowReasons();
  const what = [
    row.crag_route?.crag.name ?? row.crag_name,
    row.grade_text,
    row.released_at ? shortDay(row.released_at) : null,
    row.ascent_status ? label('ascent_statuses', row.ascent_status) : null,
  ].filter(Boolean);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py={8}
      data-testid="import-row"
      data-kind={kind}
      data-row={row.row}
      opacity={skipped ? 0.75 : 1}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <Box style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t('import.rowNumber', { row: row.row })}
            </Text>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }} td={skipped ? 'line-through' : undefined}>
              {row.crag_route?.name ?? (row.route_name || '?')}
            </Text>
          </Box>
          <Badge variant="dot" color={KIND_COLORS[kind]} radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {t(`import.kinds.${kind}`)}
          </Badge>
        </Group>
        {what.length > 0 ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {what.join(' · ')}
          </Text>
        ) : null}
        {kind === 'matched'
          ? null
          : (kind === 'duplicate' ? [t('import.reasons.duplicate')] : reasons(row)).map((reason) => (
              <Text key={reason} size="sm" data-testid="import-reason">
                {reason}
              </Text>
            ))}
        <Checkbox
          mt={4}
          checked={skipped}
          onChange={(event) => onSkip(event.currentTarget.checked)}
          label={t('import.skipRow', { row: row.row })}
          data-testid="import-skip"
        />
      </Stack>
    </Paper>
  );
}

function RowGroup({
  kind,
  rows,
  skipped,
  onSkip,
}: {
  kind: RowKind;
  rows: AscentImportRow[];
  skipped: ReadonlySet<number>;
  onSkip(row: number, skipped: boolean): void;
}) {
  const { t } = useTranslation('logbook-home');
  const [all, setAll] = useState(false);
  if (rows.length === 0) return null;
  const shown = all ? rows : rows.slice(0, ROWS_SHOWN);
  return (
    <Stack gap="xs" data-testid={`import-group-${kind}`}>
      <Title order={3} size="h5">
        {t(`import.groups.${kind}`, { count: rows.length })}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((row) => (
          <RowItem
            key={row.row}
            row={row}
            kind={kind}
            skipped={skipped.has(row.row)}
            onSkip={(value) => onSkip(row.row, value)}
          />
        ))}
      </Stack>
      {shown.length < rows.length ? (
        <Button variant="subtle" mih={44} onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
          {t('import.showAll', { count: rows.length })}
        </Button>
      ) : null}
    </Stack>
  );
}

interface ImportPreviewProps {
  preview: AscentImportPreview;
  skipped: ReadonlySet<number>;
  onSkippedChange(skipped: Set<number>): void;
}

/**
 * What the file holds before anything is written: the counts, then each row that cannot be imported
 * with its reason, the duplicates, and the rest. Every row can be left out; a row that cannot be
 * imported must be left out by the climber before the import starts.
 */
export function ImportPreview({ preview, skipped, onSkippedChange }: ImportPreviewProps) {
  const { t } = useTranslation('logbook-home');
  const groups = groupRows(preview);
  const unresolved = unresolvedRows(preview, skipped);
  const setSkip = (row: number, value: boolean) => {
    const next = new Set(skipped);
    if (value) next.add(row);
    else next.delete(row);
    onSkippedChange(next);
  };
  const skipProblems = () => onSkippedChange(new Set([...skipped, ...unresolved.map((row) => row.row)]));
  const figures = [
    { key: 'toImport', value: rowsToImport(preview, skipped) },
    { key: 'matched', value: groups.matched.length },
    { key: 'duplicate', value: groups.duplicate.length },
    { key: 'unmatched', value: groups.unmatched.length },
    { key: 'invalid', value: groups.invalid.length },
  ];
  return (
    <Stack gap="md" data-testid="import-preview">
      <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="xs" m={0}>
        {figures.map((figure) => (
          <Paper
            key={figure.key}
            withBorder
            radius="md"
            p="xs"
            style={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
            data-testid={`import-count-${figure.key}`}
          >
            <Text component="dt" size="sm">
              {t(`import.counts.${figure.key}`)}
            </Text>
            <Text component="dd" m={0} fz={22} fw={800} lh={1.2}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {unresolved.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="import-unresolved"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('import.unresolved', { count: unresolved.length })}</Text>
            <Button size="sm" variant="default" mih={44} onClick={skipProblems} data-testid="import-skip-problems">
              {t('import.skipProblems', { count: unresolved.length })}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {(['unmatched', 'invalid', 'duplicate', 'matched'] as const).map((kind) => (
        <RowGroup key={kind} kind={kind} rows={groups[kind]} skipped={skipped} onSkip={setSkip} />
      ))}
    </Stack>
  );
}
