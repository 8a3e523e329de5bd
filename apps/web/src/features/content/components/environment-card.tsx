import type { Environment } from '@climb/contracts';
import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Lets a long label wrap on narrow phones instead of being cut. */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

interface EnvironmentCardProps {
  environment: Environment;
  icon: TablerIcon;
  title: string;
  text: string;
  /** What the environment offers today; none for an environment still to come. */
  features?: string[];
  to: string;
  linkLabel: string;
}

/** One environment on the home page: its colour as a top border and on icons, never behind small text. */
export function EnvironmentCard({
  environment,
  icon: Icon,
  title,
  text,
  features,
  to,
  linkLabel,
}: EnvironmentCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      style={{ borderTop: `6px solid var(--mantine-color-${environment}-6)` }}
    >
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={environment} size={44} radius="md" aria-hidden>
            <Icon size={26} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Title order={3}>{title}</Title>
        </Group>
        <Text>{text}</Text>
        {features?.length ? (
          <List
            spacing={6}
            size="sm"
            icon={
              <ThemeIcon color={environment} variant="transparent" size="sm" aria-hidden>
                <IconCheck size={16} aria-hidden />
              </ThemeIcon>
            }
          >
            {features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        ) : null}
        <Button
          component={Link}
          to={to}
          variant="default"
          mt="auto"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          fullWidth
          styles={WRAPPING_BUTTON}
        >
          {linkLabel}
        </Button>
      </Stack>
    </Card>
  );
}
