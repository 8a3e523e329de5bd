import type { Environment } from '@climb/contracts';
import { IconHome, IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unstyledClassName } from '../../components/plain-ui';
import { useIsSignedIn } from '../../lib/session-store';
import { useEnvironmentStore } from '../../stores/environment-store';
import classes from './bottom-bar.module.css';
import { ENVIRONMENT_ICONS } from './environment-icons';
import { environmentTarget } from './environment-links';
import { UnreadDot } from './unread-dot';

const ORDER: Environment[] = ['indoor', 'outdoor', 'community'];

/** A tab's icon over its label; the active environment's tab in that environment's colour. */
function Item({
  label,
  icon,
  active,
  environment,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  environment?: Environment;
}) {
  return (
    <span className={classes.item} data-active={active || undefined} data-environment={environment}>
      {icon}
      <span className={classes.label}>{label}</span>
    </span>
  );
}

/**
 * Phone bottom bar (spec §2.1): menu, indoor, outdoor, community, home. Home goes to /home when
 * signed in, / otherwise; tapping the active environment goes to its search page.
 */
export function BottomBar({ onOpenMenu }: { onOpenMenu(): void }) {
  const { t } = useTranslation('common');
  const active = useEnvironmentStore((state) => state.environment);
  const signedIn = useIsSignedIn();
  return (
    <nav className={classes.bar} aria-label={t('navigation.main')} data-testid="bottom-bar">
      <button
        type="button"
        className={`${unstyledClassName} ${classes.button}`}
        onClick={onOpenMenu}
        aria-haspopup="dialog"
      >
        <Item
          label={t('navigation.menu')}
          icon={
            <span className={classes.icon}>
              <IconMenu2 size={22} aria-hidden />
              <UnreadDot offset={3} />
            </span>
          }
        />
      </button>
      {ORDER.map((environment) => {
        const Icon = ENVIRONMENT_ICONS[environment];
        const isActive = environment === active;
        return (
          <Link
            key={environment}
            to={environmentTarget(environment, active)}
            className={`${unstyledClassName} ${classes.button}`}
            aria-current={isActive ? 'page' : undefined}
            data-environment={environment}
          >
            <Item
              label={t(`environments.${environment}`)}
              icon={<Icon size={22} aria-hidden />}
              active={isActive}
              environment={environment}
            />
          </Link>
        );
      })}
      <Link
        to={signedIn ? '/home' : '/'}
        className={`${unstyledClassName} ${classes.button}`}
        data-testid="bottom-bar-home"
      >
        <Item label={t('navigation.home')} icon={<IconHome size={22} aria-hidden />} />
      </Link>
    </nav>
  );
}
