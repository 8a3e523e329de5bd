import { Anchor, Box, Container, NativeSelect, NavLink, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import layout from '../layout.module.css';
import {
  SECTION_ICONS,
  SETTINGS_PATH,
  SETTINGS_SECTIONS,
  type SettingsSection,
  sectionPath,
} from './settings-sections';

interface SettingsFrameProps {
  /** The child page shown; null on `/home/settings` itself. */
  section: SettingsSection | null;
  lead?: ReactNode;
  children: ReactNode;
}

function SideNav({ section }: { section: SettingsSection | null }) {
  const { t } = useTranslation('settings');
  return (
    <nav aria-label={t('nav.label')}>
      {SETTINGS_SECTIONS.map((item) => {
        const Icon = SECTION_ICONS[item];
        const active = item === section;
        return (
          <NavLink
            key={item}
            component={Link}
            to={sectionPath(item)}
            label={t(`sections.${item}.title`)}
            leftSection={<Icon size={18} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
          />
        );
      })}
    </nav>
  );
}

/** On a phone the sections are a native select: one thumb tap, and the system picker. */
function PhoneNav({ section }: { section: SettingsSection | null }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return (
    <NativeSelect
      label={t('nav.select')}
      value={section ? sectionPath(section) : SETTINGS_PATH}
      onChange={(event) => navigate(event.currentTarget.value)}
      data={[
        { value: SETTINGS_PATH, label: t('nav.overview') },
        ...SETTINGS_SECTIONS.map((item) => ({ value: sectionPath(item), label: t(`sections.${item}.title`) })),
      ]}
      data-testid="settings-section-select"
    />
  );
}

/**
 * The `/home/settings` layout (spec §2.3): the sections as a side nav on desktop and a select on
 * a phone, then the page with its one h1.
 */
export function SettingsFrame({ section, lead, children }: SettingsFrameProps) {
  const { t } = useTranslation('settings');
  const title = section ? t(`sections.${section}.title`) : t('overview.title');
  return (
    <Container size="lg" px="md" py="xl">
      <div className={layout.frame}>
        <Box visibleFrom="sm">
          <Anchor
            component={Link}
            to={SETTINGS_PATH}
            fw={700}
            size="sm"
            c="dimmed"
            tt="uppercase"
            mb="xs"
            display="block"
          >
            {t('eyebrow')}
          </Anchor>
          <SideNav section={section} />
        </Box>
        <div>
          <Stack gap="lg" maw={720}>
            {section ? (
              <Stack gap="xs" hiddenFrom="sm">
                <PhoneNav section={section} />
              </Stack>
            ) : null}
            <Stack gap={6}>
              {section ? (
                <Text size="sm" fw={700} c="dimmed" tt="uppercase">
                  {t('eyebrow')}
                </Text>
              ) : null}
              <Title order={1}>{title}</Title>
              {lead ? <Text>{lead}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </div>
      </div>
    </Container>
  );
}
