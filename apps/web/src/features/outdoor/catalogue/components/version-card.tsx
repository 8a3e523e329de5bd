import type { Version } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { Badge, Box, type Color, Group, Paper, Stack, Text } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { useValueWording } from '../hooks/use-value-wording';
import { orderFields, type ReadableValue, readableValue } from '../lib/version-values';
import { FoldedText } from './folded-text';
import classes from './version-card.module.css';

const EVENT_COLORS: Record<Version['event'], Color> = { create: 'green', update: 'blue', destroy: 'red' };

/** Fields whose text can be long: folded after a few lines. */
const LONG_FIELDS = new Set(['description']);

interface ValueTextProps {
  field: string;
  value: ReadableValue;
  /** The old side of a change: struck through. */
  crossed?: boolean;
  /** The other side of the change: lines of a list that it shares are shown plain, the others marked. */
  other?: ReadableValue;
}

function ValueText({ field, value, crossed = false, other }: ValueTextProps) {
  const { t } = useTranslation('crags');
  if (value === null) {
    return (
      <Text span size="sm" c="dimmed" fs="italic">
        {t('versions.emptyValue')}
      </Text>
    );
  }
  const crossedClass = crossed ? classes.crossed : undefined;
  if (Array.isArray(value) && field === 'pitches') {
    // Only the pitches that changed stand out: struck on the old side, bold on the new one.
    const kept = new Set(Array.isArray(other) ? other : []);
    return (
      <Stack component="ol" gap={0} p={0} m={0} className={classes.lines}>
        {value.map((line) => {
          const changed = other === undefined || !kept.has(line);
          return (
            <Text
              component="li"
              size="sm"
              key={line}
              fw={changed && !crossed && other !== undefined ? 700 : undefined}
              preWrap
              breakAnywhere
              className={changed && crossed ? classes.crossed : undefined}
              data-changed={changed}
            >
              {line}
            </Text>
          );
        })}
      </Stack>
    );
  }
  const text = Array.isArray(value) ? value.join(', ') : value;
  if (LONG_FIELDS.has(field)) {
    return (
      <FoldedText fold="short">
        <Text size="sm" preWrap breakAnywhere className={crossedClass}>
          {text}
        </Text>
      </FoldedText>
    );
  }
  return (
    <Text span size="sm" preWrap breakAnywhere className={crossedClass}>
      {text}
    </Text>
  );
}

/** One field's change: the field named in the reader's language, then before → after. */
function FieldChange({
  itemType,
  event,
  field,
  change,
}: {
  itemType: Version['item_type'];
  event: Version['event'];
  field: string;
  change: [unknown, unknown];
}) {
  const { t } = useTranslation('crags');
  const wording = useValueWording(itemType);
  const [before, after] = change.map((value) => readableValue(field, value, wording)) as [ReadableValue, ReadableValue];
  return (
    <Box data-testid="version-field" data-field={field}>
      <Text component="dt" size="sm" fw={700}>
        {t(`versions.fields.${field}`, { defaultValue: field.replaceAll('_', ' ') })}
      </Text>
      <Box component="dd" m={0}>
        {event === 'create' ? <ValueText field={field} value={after} /> : null}
        {event === 'destroy' ? <ValueText field={field} value={before} crossed /> : null}
        {event === 'update' ? (
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Text span size="sm" c="dimmed" className={classes.side}>
                {t('versions.before')}
              </Text>
              <ValueText field={field} value={before} other={after} crossed />
            </Group>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Text span size="sm" c="dimmed" className={classes.side}>
                {t('versions.after')}
              </Text>
              <ValueText field={field} value={after} other={before} />
            </Group>
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}

/** One recorded change of a wiki record: what happened, who, when, and each field's change. */
export function VersionCard({ version }: { version: Version }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { dateTime } = useFormatters();
  const fields = orderFields(Object.keys(version.changes));
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="version" data-event={version.event}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          {/* The light tint says the kind of change; the text keeps the page's own colour to stay readable. */}
          <Badge color={EVENT_COLORS[version.event]} variant="light" keepCase className={classes.event}>
            {label('version_events', version.event)}
          </Badge>
          <Text size="sm">
            {t('versions.byAt', {
              name: version.user?.name ?? t('versions.unknownUser'),
              date: dateTime(version.created_at),
            })}
          </Text>
        </Group>
        {fields.length > 0 ? (
          <Stack component="dl" gap="xs" m={0}>
            {fields.map((field) => (
              <FieldChange
                key={field}
                itemType={version.item_type}
                event={version.event}
                field={field}
                change={version.changes[field] as [unknown, unknown]}
              />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('versions.noFields')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
