import type { HubEntry } from '@climb/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEnvironmentStore } from '../../stores/environment-store';
import classes from './hub-trail.module.css';

const KNOWN_HUBS: Record<string, string> = {
  '/outdoor': 'environments.outdoor',
  '/indoor': 'environments.indoor',
  '/community': 'environments.community',
};

/** What the trail shows for a hub: its name, the landing page's label, else the last words of its path. */
function hubLabel(entry: HubEntry, t: (key: string) => string): string {
  if (entry.title) return entry.title;
  const known = KNOWN_HUBS[entry.hub];
  if (known) return t(known);
  const slug = entry.hub.split('/').filter(Boolean).at(-1) ?? entry.hub;
  return decodeURIComponent(slug).replace(/-/g, ' ');
}

/** The hub trail as a breadcrumb, shown when the page belongs to the last hub and there is a way back. */
export function HubTrail() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const hubs = useEnvironmentStore((state) => state.hubs);
  const last = hubs.at(-1);
  if (!last || hubs.length < 2 || last.page !== pathname) return null;
  const shown = hubs.slice(-4);
  return (
    <nav aria-label={t('navigation.hubTrail')} className={classes.trail}>
      {shown.map((entry, index) => (
        <Fragment key={entry.hub}>
          {index > 0 ? <div className={classes.separator}>/</div> : null}
          {index === shown.length - 1 ? (
            <p className={`${classes.crumb} ${classes.current}`} aria-current="page">
              {hubLabel(entry, t)}
            </p>
          ) : (
            <Link to={entry.page} className={`mantine-focus-auto ${classes.crumb} ${classes.link}`}>
              {hubLabel(entry, t)}
            </Link>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
