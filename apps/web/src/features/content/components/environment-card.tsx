import type { Environment } from '@climb/contracts';
import { IconArrowRight, IconCheck, type TablerIcon } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { PlainButtonLink, PlainText, PlainTitle, plainClasses } from '../../../components/plain-ui';

const HEADING = { '--group-gap': 'var(--mantine-spacing-sm)', '--group-wrap': 'nowrap' } as CSSProperties;
const FEATURES = {
  '--list-fz': 'var(--mantine-font-size-sm)',
  '--list-lh': 'var(--mantine-line-height-sm)',
  '--list-spacing': 'calc(0.375rem * var(--mantine-scale))',
} as CSSProperties;

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

/**
 * One environment on the home page: its colour as a top border and on icons, never behind small text.
 * Plain elements with Mantine's looks (Card, ThemeIcon, List, Button): the home page loads without the UI kit.
 */
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
    <div className={plainClasses.card} style={{ borderTop: `6px solid var(--mantine-color-${environment}-6)` }}>
      <div className={plainClasses.stack} style={{ height: '100%' }}>
        <div className={plainClasses.group} style={HEADING}>
          <div
            className={plainClasses.themeIcon}
            style={
              {
                '--ti-size': 'calc(2.75rem * var(--mantine-scale))',
                '--ti-radius': 'var(--mantine-radius-md)',
                '--ti-bg': `var(--mantine-color-${environment}-filled)`,
              } as CSSProperties
            }
            aria-hidden
          >
            <Icon size={26} stroke={1.6} aria-hidden />
          </div>
          <PlainTitle order={3}>{title}</PlainTitle>
        </div>
        <PlainText>{text}</PlainText>
        {features?.length ? (
          <ul className={plainClasses.iconList} style={FEATURES}>
            {features.map((feature) => (
              <li key={feature} className={plainClasses.iconListItem}>
                <div className={plainClasses.iconListItemWrapper}>
                  <span className={plainClasses.iconListIcon}>
                    <div
                      className={plainClasses.themeIcon}
                      style={
                        {
                          '--ti-size': 'calc(1.375rem * var(--mantine-scale))',
                          '--ti-bg': 'transparent',
                          '--ti-color': `var(--mantine-color-${environment}-light-color)`,
                        } as CSSProperties
                      }
                      aria-hidden
                    >
                      <IconCheck size={16} aria-hidden />
                    </div>
                  </span>
                  <span>{feature}</span>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <PlainButtonLink
          to={to}
          variant="default"
          fullWidth
          rightSection={<IconArrowRight size={16} aria-hidden />}
          className={plainClasses.cardButton}
          classNames={{ label: plainClasses.cardButtonLabel }}
        >
          {linkLabel}
        </PlainButtonLink>
      </div>
    </div>
  );
}
