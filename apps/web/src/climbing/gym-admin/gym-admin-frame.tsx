import { GYM_ADMIN_TOOL_GROUPS, type GymAdminTool, type GymAdminToolKey } from '@climb/contracts';
import {
  IconBuildingWarehouse,
  IconChartBar,
  IconChartPie,
  IconClipboardList,
  IconHome,
  IconLayoutGrid,
  IconListNumbers,
  IconMessageCircle,
  IconMovie,
  IconPalette,
  IconQrcode,
  IconReceipt,
  IconTable,
  IconTags,
  IconTool,
  IconTrophy,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Anchor, Group, NativeSelect, Stack, Text, Title } from '../../components/ui';
import { adminPath, publicGymPath } from './admin-paths';
import classes from './gym-admin-frame.module.css';
import { GYM_ADMIN_NAMESPACE, useAdminGym } from './use-admin-gym';

/** Each tool's icon in the menu and on the dashboard's cards. */
export const GYM_ADMIN_TOOL_ICONS: Record<GymAdminToolKey, TablerIcon> = {
  dashboard: IconHome,
  team: IconUsersGroup,
  levels: IconPalette,
  grades: IconListNumbers,
  climbing_styles: IconTags,
  ranking_systems: IconChartBar,
  tree_structures: IconLayoutGrid,
  openers: IconTool,
  route_tables: IconTable,
  route_statistics: IconChartPie,
  opening_sheets: IconClipboardList,
  label_templates: IconQrcode,
  comments: IconMessageCircle,
  videos: IconMovie,
  contests: IconTrophy,
  indoor_subscriptions: IconReceipt,
};

interface GymAdminFrameProps {
  gymId: number;
  /** The page's title, its only h1. */
  title: string;
  children: ReactNode;
  /** Beside the title: the page's main action. */
  actions?: ReactNode;
}

/** The tool whose page is open: the longest suffix the address starts with (the dashboard when none). */
function currentTool(tools: readonly GymAdminTool[], base: string, pathname: string): GymAdminTool | undefined {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+/, '') : '';
  const matching = tools.filter(
    (tool) => tool.suffix !== '' && (rest === tool.suffix || rest.startsWith(`${tool.suffix}/`)),
  );
  return matching.sort((a, b) => b.suffix.length - a.suffix.length)[0] ?? tools.find((tool) => tool.suffix === '');
}

/**
 * The frame of every page of a gym's administration area (the gym's and, later, its contests'): the gym's header
 * (logo, name back to its public page), the page's title and the menu of the tools the member's roles open, the
 * open one marked. A side menu from 48em, a select above the page on a phone.
 */
export function GymAdminFrame({ gymId, title, children, actions }: GymAdminFrameProps) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const { gym, tools } = useAdminGym(gymId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const found = gym.data;
  const base = found ? adminPath(found) : '';
  const current = found ? currentTool(tools, base, pathname) : undefined;
  const groups = GYM_ADMIN_TOOL_GROUPS.map((group) => ({
    group,
    tools: tools.filter((tool) => tool.group === group),
  })).filter((entry) => entry.tools.length > 0);

  return (
    <div className={classes.frame} data-testid="gym-admin-frame">
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          {found?.logo ? (
            <img src={found.logo.thumbnail} alt="" width={40} height={40} className={classes.logo} />
          ) : (
            <span className={classes.logoPlaceholder} aria-hidden>
              <IconBuildingWarehouse size={22} />
            </span>
          )}
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('frame.area')}
            </Text>
            {found ? (
              <Anchor to={publicGymPath(found)} fw={600} data-testid="gym-admin-gym-link">
                {found.name}
              </Anchor>
            ) : (
              <Text fw={600}>{t('frame.loadingGym')}</Text>
            )}
          </Stack>
        </Group>
      </header>

      {found && tools.length > 0 ? (
        <div className={classes.phoneMenu}>
          <NativeSelect
            label={t('frame.menuLabel')}
            value={current?.key ?? ''}
            data={tools.map((tool) => ({ value: tool.key, label: t(`tools.${tool.key}.label`) }))}
            onChange={(event) => {
              const chosen = tools.find((tool) => tool.key === event.currentTarget.value);
              if (chosen) void navigate(adminPath(found, chosen.suffix));
            }}
            data-testid="gym-admin-phone-menu"
          />
        </div>
      ) : null}

      <div className={classes.body}>
        {found && tools.length > 0 ? (
          <nav className={classes.sideMenu} aria-label={t('frame.menuLabel')} data-testid="gym-admin-menu">
            {groups.map(({ group, tools: inGroup }) => (
              <div key={group} className={classes.menuGroup}>
                {group === 'home' ? null : (
                  <Text size="xs" c="dimmed" className={classes.groupTitle}>
                    {t(`groups.${group}`)}
                  </Text>
                )}
                <ul className={classes.menuList}>
                  {inGroup.map((tool) => {
                    const Icon = GYM_ADMIN_TOOL_ICONS[tool.key];
                    const active = tool.key === current?.key;
                    return (
                      <li key={tool.key}>
                        <Link
                          to={adminPath(found, tool.suffix)}
                          className={classes.menuLink}
                          aria-current={active ? 'page' : undefined}
                          data-testid={`gym-admin-menu-${tool.key}`}
                        >
                          <Icon size={18} aria-hidden />
                          <span>{t(`tools.${tool.key}.label`)}</span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        <div className={classes.content}>
          <Group justify="space-between" align="center" gap="sm" mb="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {actions}
          </Group>
          {children}
        </div>
      </div>
    </div>
  );
}
