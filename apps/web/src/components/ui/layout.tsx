import type { ElementType } from 'react';
import type { Polymorphic } from './polymorphic';
import { cx, gapClass, rowGapClass, spacingClasses } from './style-props';
import type { Spacing, SpacingProps } from './tokens';
import classes from './ui.module.css';

type Align = 'flex-start' | 'center' | 'flex-end' | 'baseline' | 'stretch';
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between';

interface FlexOwn extends SpacingProps {
  gap?: Spacing;
  align?: Align;
  justify?: Justify;
  className?: string;
}

/** Mantine's Stack: children in a column, `gap` apart. */
export function Stack<C extends ElementType = 'div'>(props: Polymorphic<C, FlexOwn>) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { component, gap, align, justify, className, ...others } = rest as Polymorphic<ElementType, FlexOwn>;
  const Component = component ?? 'div';
  return (
    <Component
      {...others}
      className={cx(classes.stack, gapClass(gap), ...spacing, className)}
      data-align={align}
      data-justify={justify}
    />
  );
}

interface GroupOwn extends FlexOwn {
  wrap?: 'wrap' | 'nowrap';
  /** Each child takes an equal share of the row. */
  grow?: boolean;
}

/** Mantine's Group: children in a row, centred, wrapping unless `wrap="nowrap"`. */
export function Group<C extends ElementType = 'div'>(props: Polymorphic<C, GroupOwn>) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { component, gap, align, justify, wrap, grow, className, ...others } = rest as Polymorphic<
    ElementType,
    GroupOwn
  >;
  const Component = component ?? 'div';
  return (
    <Component
      {...others}
      className={cx(classes.group, gapClass(gap), ...spacing, className)}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap === 'nowrap' ? 'nowrap' : undefined}
      data-grow={grow || undefined}
    />
  );
}

type Cols = 1 | 2 | 3 | 4;

interface GridOwn extends SpacingProps {
  /** Columns, or columns from each of Mantine's breakpoints up. */
  cols?: Cols | { base?: Cols; xs?: Cols; sm?: Cols; md?: Cols; lg?: Cols };
  spacing?: Spacing;
  verticalSpacing?: Spacing;
  className?: string;
}

/** Mantine's SimpleGrid: equal columns, responsive through classes rather than a style block. */
export function SimpleGrid<C extends ElementType = 'div'>(props: Polymorphic<C, GridOwn>) {
  const { classes: spacingList, rest } = spacingClasses(props);
  const {
    component,
    cols = 1,
    spacing,
    verticalSpacing,
    className,
    ...others
  } = rest as Polymorphic<ElementType, GridOwn>;
  const Component = component ?? 'div';
  const responsive = typeof cols === 'number' ? { base: cols } : cols;
  return (
    <Component
      {...others}
      className={cx(classes.grid, gapClass(spacing), rowGapClass(verticalSpacing), ...spacingList, className)}
      data-cols={responsive.base}
      data-cols-xs={responsive.xs}
      data-cols-sm={responsive.sm}
      data-cols-md={responsive.md}
      data-cols-lg={responsive.lg}
    />
  );
}

/** Mantine's Center: its children centred both ways. */
export function Center<C extends ElementType = 'div'>(props: Polymorphic<C, SpacingProps & { className?: string }>) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { component, className, ...others } = rest as Polymorphic<ElementType, { className?: string }>;
  const Component = component ?? 'div';
  return <Component {...others} className={cx(classes.center, ...spacing, className)} />;
}

/** Mantine's Divider (horizontal, no label). */
export function Divider(props: SpacingProps & { className?: string }) {
  const { classes: spacing, rest } = spacingClasses(props);
  return <hr className={cx(classes.divider, ...spacing, rest.className)} />;
}

/** Mantine's Box: an element with the spacing props. */
export function Box<C extends ElementType = 'div'>(props: Polymorphic<C, SpacingProps & { className?: string }>) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { component, className, ...others } = rest as Polymorphic<ElementType, { className?: string }>;
  const Component = component ?? 'div';
  return <Component {...others} className={cx(...spacing, className)} />;
}
