import { ENVIRONMENT_COLORS } from '@climb/contracts';
import { Button, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsSignedIn } from '../../lib/session-store';
import { addAscentTargets } from './add-ascent-targets';
import { ENVIRONMENT_ICONS } from './environment-icons';
import classes from './top-bar.module.css';

/** Add-ascent menu (outdoor or indoor), offered to signed-in climbers only (spec §2.1, §2.3). */
export default function AddAscentMenu() {
  const { t } = useTranslation('common');
  const signedIn = useIsSignedIn();
  const targets = addAscentTargets();
  if (!signedIn || targets.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          title={t('ascents.add')}
          classNames={{ label: classes.compactLabel, section: classes.compactSection }}
          data-testid="add-ascent-menu"
        >
          {t('ascents.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {targets.map(({ environment, path }) => {
          const Icon = ENVIRONMENT_ICONS[environment];
          return (
            <Menu.Item
              key={environment}
              component={Link}
              to={path}
              leftSection={<Icon size={18} color={ENVIRONMENT_COLORS[environment]} aria-hidden />}
            >
              {t(`ascents.add_${environment}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
