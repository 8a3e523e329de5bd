import type { HubEntry } from '@climb/contracts';
import { Fragment, useEffect } from 'react';
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

/** Set on `<html>` once the device has a trail: the trail's line is then held on every page (docs/decisions/029). */
const TRAIL_MARK = 'data-trail';

/**
 * The hub trail as a breadcrumb, shown when the page belongs to the last hub and there is a way back. Its line
 * is held from the first paint on a device that has a trail (index.html's first-paint script reads it from the
 * device's storage), so the trail arriving with the climber's own state never pushes the page down.
 */
export function HubTrail() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const hubs = useEnvironmentStore((state) => state.hubs);
  const last = hubs.at(-1);
  const shown = last && hubs.length >= 2 && last.page === pathname ? hubs.slice(-4) : null;
  const hasTrail = shown !== null;
  useEffect(() => {
    if (hasTrail) document.documentElement.setAttribute(TRAIL_MARK, '');
  }, [hasTrail]);
  return (
    <div className={classes.place}>
      {shown ? (
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
      ) : null}
    </div>
  );
}
