import type { Alert } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '../../../../components/ui';
import { cx, paletteClass } from '../../../../components/ui/style-props';
import { isBuilt } from '../../../../lib/built-pages';
import { useFormatters } from '../../../../lib/use-formatters';
import { ALERT_TYPE_STYLE } from '../../shared/alert-type-style';
import classes from './alert-list.module.css';

function AlertCard({ alert }: { alert: Alert }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { date } = useFormatters();
  const { color, Icon } = ALERT_TYPE_STYLE[alert.alert_type];
  const editPath = `/alerts/${alert.id}/edit`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      className={cx(classes.card, paletteClass(color))}
      data-testid="running-alert"
      data-alert-type={alert.alert_type}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon color={color} radius="xl" size="lg" aria-hidden="true">
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={4} className={classes.body}>
          <Text fw={700}>{label('alert_types', alert.alert_type)}</Text>
          <Text preWrap breakAnywhere>
            {alert.description}
          </Text>
          <Text size="sm" c="dimmed">
            {alert.ends_on
              ? t('alerts.period', { from: date(alert.alerted_at), to: date(alert.ends_on) })
              : t('alerts.since', { from: date(alert.alerted_at) })}
            {alert.creator ? ` · ${t('alerts.by', { name: alert.creator.name })}` : ''}
          </Text>
          {isBuilt(editPath) ? (
            <Anchor to={editPath} size="sm" className={classes.edit}>
              {t('alerts.edit')}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The alerts still running on a record, most recent first (nothing at all when there is none). */
export function AlertList({ alerts }: { alerts: readonly Alert[] | undefined }) {
  const { t } = useTranslation('crags');
  if (!alerts || alerts.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-label={t('alerts.title')} data-testid="alerts">
      <Stack component="ul" gap="xs" className={classes.list}>
        {alerts.map((alert) => (
          <AlertCard key={alert.id} alert={alert} />
        ))}
      </Stack>
    </Stack>
  );
}
