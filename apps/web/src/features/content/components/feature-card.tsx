import type { TablerIcon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { PlainText, PlainTitle, plainClasses } from '../../../components/plain-ui';

interface FeatureCardProps {
  icon: TablerIcon;
  title: string;
  /** A theme colour name (`outdoor`, `indoor`, `community`…) for the icon only: text keeps its contrast. */
  color?: string;
  order?: 2 | 3 | 4;
  children: ReactNode;
}

/**
 * A card presenting one thing the product does: icon, heading and a short text. Plain elements with
 * Mantine's looks (Card, ThemeIcon): the home page loads without the UI kit.
 */
export function FeatureCard({ icon: Icon, title, color, order = 3, children }: FeatureCardProps) {
  return (
    <div className={plainClasses.card}>
      <div className={plainClasses.stack} style={{ '--stack-gap': 'var(--mantine-spacing-xs)' } as CSSProperties}>
        <div
          className={plainClasses.group}
          style={{ '--group-gap': 'var(--mantine-spacing-sm)', '--group-wrap': 'nowrap' } as CSSProperties}
        >
          <div
            className={plainClasses.themeIcon}
            style={
              {
                '--ti-size': 'calc(2.125rem * var(--mantine-scale))',
                '--ti-radius': 'var(--mantine-radius-md)',
                '--ti-bg': color ? `var(--mantine-color-${color}-light)` : 'var(--mantine-primary-color-light)',
                '--ti-color': color
                  ? `var(--mantine-color-${color}-light-color)`
                  : 'var(--mantine-primary-color-light-color)',
              } as CSSProperties
            }
            aria-hidden
          >
            <Icon size={22} stroke={1.6} aria-hidden />
          </div>
          <PlainTitle order={order} size="h4">
            {title}
          </PlainTitle>
        </div>
        {typeof children === 'string' ? <PlainText>{children}</PlainText> : children}
      </div>
    </div>
  );
}
