import { Card, Group, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FeatureCardProps {
  icon: TablerIcon;
  title: string;
  /** A theme colour name (`outdoor`, `indoor`, `community`…) for the icon only: text keeps its contrast. */
  color?: string;
  order?: TitleOrder;
  children: ReactNode;
}

/** A card presenting one thing the product does: icon, heading and a short text. */
export function FeatureCard({ icon: Icon, title, color, order = 3, children }: FeatureCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
            <Icon size={22} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Title order={order} size="h4">
            {title}
          </Title>
        </Group>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
      </Stack>
    </Card>
  );
}
