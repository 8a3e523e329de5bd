import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Chip,
  Container,
  createTheme,
  Group,
  Input,
  MantineThemeProvider,
  rem,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TAP_SIZE = rem(44);

// Logged with a thumb at the foot of the cliff: every control is at least a 44 px tap target.
const touchTheme = createTheme({
  components: {
    Input: Input.extend({ vars: () => ({ wrapper: { '--input-height': TAP_SIZE } }) }),
    Button: Button.extend({ vars: () => ({ root: { '--button-height': TAP_SIZE } }) }),
    ActionIcon: ActionIcon.extend({ vars: () => ({ root: { '--ai-size': TAP_SIZE } }) }),
    Chip: Chip.extend({ vars: () => ({ root: { '--chip-size': TAP_SIZE } }) }),
    Checkbox: Checkbox.extend({ vars: () => ({ root: { '--checkbox-size': rem(28) } }) }),
  },
});

/** The frame of the logging pages: a way back, one h1, a lead, the content at a reading width. */
export function LogFrame({
  title,
  lead,
  back,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  back?: { to: string; label: string } | null;
  children: ReactNode;
}) {
  return (
    <Container size="sm" px="md" py="lg">
      <MantineThemeProvider theme={touchTheme}>
        <Stack gap="lg">
          <Stack gap={6}>
            {back ? (
              <Anchor component={Link} to={back.to} size="sm" style={{ alignSelf: 'flex-start' }}>
                <Group gap={4} wrap="nowrap" mih={44}>
                  <IconArrowLeft size={16} aria-hidden />
                  <span style={{ overflowWrap: 'anywhere' }}>{back.label}</span>
                </Group>
              </Anchor>
            ) : null}
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {lead ? <Text c="dimmed">{lead}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </MantineThemeProvider>
    </Container>
  );
}
