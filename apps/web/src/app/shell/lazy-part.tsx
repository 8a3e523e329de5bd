import { IconCloudOff } from '@tabler/icons-react';
import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainText } from '../../components/plain-ui';
import { useAlerts } from '../../platform/alerts/use-alerts';
import classes from './lazy-part.module.css';

/**
 * Around a part of the shell whose code loads on first use (drawer, menus, search results): when its file cannot
 * be fetched (offline, and not kept on the device), the part gives way to `fallback` and the page stays whole,
 * rather than the error page replacing header and content.
 */
export class LazyPart extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** In the top bar, where a sentence has no room: an icon that says it (the records' words). */
export function UnavailableIcon() {
  const { t } = useTranslation('common');
  return (
    <span className={classes.icon} role="img" aria-label={t('states.loadError')} title={t('states.loadError')}>
      <IconCloudOff size={18} aria-hidden />
    </span>
  );
}

/** Under the search box, where its results would be. */
export function UnavailableResults() {
  const { t } = useTranslation('common');
  return (
    <PlainText size="sm" role="status" className={classes.results} data-testid="part-unavailable">
      {t('states.loadError')}
    </PlainText>
  );
}

/** The drawer opens over the page: each time it is asked for, an alert says it cannot load. */
export function UnavailableDrawer({ opened }: { opened: boolean }) {
  const { t } = useTranslation('common');
  const { error } = useAlerts();
  useEffect(() => {
    if (opened) error(t('states.loadError'));
  }, [opened, error, t]);
  return null;
}
