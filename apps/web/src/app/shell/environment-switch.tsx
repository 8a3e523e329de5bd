import { ENVIRONMENT_COLORS, ENVIRONMENTS } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../components/plain-ui';
import { useEnvironmentStore } from '../../stores/environment-store';
import { ENVIRONMENT_ICONS } from './environment-icons';
import { environmentTarget } from './environment-links';
import classes from './top-bar.module.css';

/** Desktop environment switch: outdoor, indoor, community (spec §2.1). */
export function EnvironmentSwitch() {
  const { t } = useTranslation('common');
  const active = useEnvironmentStore((state) => state.environment);
  return (
    <nav className={classes.environments} aria-label={t('navigation.environments')}>
      {ENVIRONMENTS.map((environment) => {
        const Icon = ENVIRONMENT_ICONS[environment];
        const isActive = environment === active;
        return (
          <PlainButtonLink
            key={environment}
            to={environmentTarget(environment, active)}
            variant={isActive ? 'light' : 'subtle'}
            color={isActive ? environment : 'gray'}
            leftSection={<Icon size={18} color={ENVIRONMENT_COLORS[environment]} aria-hidden />}
            aria-current={isActive ? 'page' : undefined}
            data-environment={environment}
            title={t(`environments.${environment}`)}
            classNames={{ label: classes.compactLabel, section: classes.compactSection }}
          >
            {t(`environments.${environment}`)}
          </PlainButtonLink>
        );
      })}
    </nav>
  );
}
