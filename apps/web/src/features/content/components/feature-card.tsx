import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Card, type Color, Group, Stack, Text, ThemeIcon, Title } from '../../../components/ui';

interface FeatureCardProps {
  icon: TablerIcon;
  title: string;
  /** A theme colour (`outdoor`, `indoor`, `community`…) for the icon only: text keeps its contrast. */
  color?: Color;
  order?: 2 | 3 | 4;
  children: ReactNode;
}

/**
 * A card presenting one thing the product does: icon, heading and a short text. The kit's plain elements: the
 * home page loads none of Mantine's components.
 */
export function FeatureCard({ icon: Icon, title, color, order = 3, children }: FeatureCardProps) {
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
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
