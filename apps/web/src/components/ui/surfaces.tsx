import type { ElementType, ReactNode } from 'react';
import type { Polymorphic } from './polymorphic';
import { cx, paletteClass, spacingClasses } from './style-props';
import type { Color, Size, SpacingProps } from './tokens';
import classes from './ui.module.css';

type Radius = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface PaperOwn extends SpacingProps {
  withBorder?: boolean;
  radius?: Radius;
  shadow?: 'xs' | 'sm' | 'md';
  className?: string;
}

/** Mantine's Paper: a surface of the body's colour (a link too, with `component={Link}`). */
export function Paper<C extends ElementType = 'div'>(props: Polymorphic<C, PaperOwn>) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { component, withBorder, radius, shadow, className, ...others } = rest as Polymorphic<ElementType, PaperOwn>;
  const Component = component ?? 'div';
  return (
    <Component
      {...others}
      className={cx(classes.paper, ...spacing, className)}
      data-with-border={withBorder || undefined}
      data-radius={radius}
      data-shadow={shadow}
    />
  );
}

/** Mantine's Card: a Paper laid out as a column, padded `md` unless a padding prop says otherwise. */
export function Card<C extends ElementType = 'div'>(props: Polymorphic<C, PaperOwn>) {
  const { className, ...others } = props as Polymorphic<ElementType, PaperOwn>;
  return <Paper {...others} className={cx(classes.card, className)} />;
}

type Variant = 'filled' | 'light' | 'outline' | 'default' | 'transparent';

interface BadgeOwn extends SpacingProps {
  variant?: Variant;
  color?: Color;
  size?: Size;
  radius?: Radius;
  /** Words as written rather than in capitals. */
  keepCase?: boolean;
  leftSection?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Mantine's Badge: a short label in a pill of a theme colour. */
export function Badge<C extends ElementType = 'span'>(props: Polymorphic<C, BadgeOwn>) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { component, variant, color, size, radius, keepCase, leftSection, className, children, ...others } =
    rest as Polymorphic<ElementType, BadgeOwn>;
  const Component = component ?? 'span';
  return (
    <Component
      {...others}
      className={cx(classes.badge, paletteClass(color), ...spacing, className)}
      data-variant={variant === 'filled' ? undefined : variant}
      data-size={size === 'md' ? undefined : size}
      data-radius={radius}
      data-tt={keepCase ? 'none' : undefined}
      data-with-left-section={leftSection ? true : undefined}
    >
      {leftSection ? <span className={classes.badgeSection}>{leftSection}</span> : null}
      <span className={classes.badgeLabel}>{children}</span>
    </Component>
  );
}

interface ThemeIconOwn extends SpacingProps {
  variant?: Variant;
  color?: Color;
  size?: Size;
  radius?: Radius;
  className?: string;
}

/** Mantine's ThemeIcon: an icon on a square tile of a theme colour. */
export function ThemeIcon<C extends ElementType = 'div'>(props: Polymorphic<C, ThemeIconOwn>) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { component, variant, color, size, radius, className, ...others } = rest as Polymorphic<
    ElementType,
    ThemeIconOwn
  >;
  const Component = component ?? 'div';
  return (
    <Component
      {...others}
      className={cx(classes.themeIcon, paletteClass(color), ...spacing, className)}
      data-variant={variant === 'filled' ? undefined : variant}
      data-size={size === 'md' ? undefined : size}
      data-radius={radius}
    />
  );
}

interface AlertProps extends SpacingProps {
  variant?: 'light' | 'filled' | 'outline';
  color?: Color;
  radius?: Radius;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  role?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

/** Mantine's Alert: a message on a tinted tile, with an optional title and icon. */
export function Alert(props: AlertProps) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { variant, color, radius, title, icon, className, children, ...others } = rest;
  return (
    <div
      {...others}
      className={cx(classes.alert, paletteClass(color), ...spacing, className)}
      data-variant={variant === 'light' ? undefined : variant}
      data-radius={radius}
    >
      {icon ? <div className={classes.alertIcon}>{icon}</div> : null}
      <div className={classes.alertBody}>
        {title ? <div className={classes.alertTitle}>{title}</div> : null}
        {children ? <div className={classes.alertMessage}>{children}</div> : null}
      </div>
    </div>
  );
}
