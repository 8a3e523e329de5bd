import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './plain-ui.module.css';
import { paletteClass } from './ui/style-props';
import type { Color } from './ui/tokens';

/*
 * Mantine's looks on plain elements (docs/decisions/005): buttons, headings, text, links, and the layout classes
 * (stack, group, grid, card, lists with icons) of `plain-ui.module.css`. The shell and the home page are in every
 * first visit's JavaScript, and each Mantine component brings its styles engine (and a Button its loader and its
 * transitions) with it. The styles are in the first stylesheet, which the server's HTML links, so a page rendered
 * on the server shows right before any JavaScript. Other pages keep Mantine's components.
 */

function join(...names: (string | undefined | false)[]): string {
  return names.filter(Boolean).join(' ');
}

export type PlainVariant = 'filled' | 'light' | 'subtle' | 'default';

interface Look {
  /** Mantine's variants: filled (the environment's colour, default), light, subtle, default (bordered). */
  variant?: PlainVariant;
  /** A theme colour (`gray`, `outdoor`…), for the light and subtle variants. */
  color?: string;
}

/** The variant and colour of a button, as data attribute and palette class (never a style attribute). */
function lookAttributes({ variant = 'filled', color }: Look) {
  return {
    palette: variant === 'light' || variant === 'subtle' ? paletteClass((color ?? 'gray') as Color) : undefined,
    'data-variant': variant === 'filled' ? undefined : variant,
  };
}

interface ButtonLook extends Look {
  size?: 'xs' | 'sm' | 'md';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  fullWidth?: boolean;
  /** Extra class names of the label and the icon's section (the top bar's compact labels). */
  classNames?: { label?: string; section?: string };
}

function ButtonInner({ leftSection, rightSection, classNames, children }: ButtonLook & { children?: ReactNode }) {
  const sectionClass = join(classes.section, classNames?.section);
  return (
    <span className={classes.inner}>
      {leftSection ? (
        <span className={sectionClass} data-position="left">
          {leftSection}
        </span>
      ) : null}
      <span className={join(classes.label, classNames?.label)}>{children}</span>
      {rightSection ? (
        <span className={sectionClass} data-position="right">
          {rightSection}
        </span>
      ) : null}
    </span>
  );
}

function buttonProps(
  { variant, color, size = 'sm', leftSection, rightSection, fullWidth }: ButtonLook,
  className?: string,
) {
  const { palette, ...look } = lookAttributes({ variant, color });
  return {
    className: join('mantine-focus-auto mantine-active', classes.root, palette, className),
    ...look,
    'data-size': size === 'sm' ? undefined : size,
    'data-with-left-section': leftSection ? true : undefined,
    'data-with-right-section': rightSection ? true : undefined,
    'data-block': fullWidth || undefined,
  };
}

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;

/** A button with Mantine's Button look. */
export function PlainButton({
  variant,
  color,
  size,
  leftSection,
  rightSection,
  fullWidth,
  classNames,
  className,
  children,
  type = 'button',
  ...others
}: ButtonLook & Omit<NativeButtonProps, 'style'>) {
  const look = { variant, color, size, leftSection, rightSection, fullWidth };
  return (
    <button type={type} {...others} {...buttonProps(look, className)}>
      <ButtonInner leftSection={leftSection} rightSection={rightSection} classNames={classNames}>
        {children}
      </ButtonInner>
    </button>
  );
}

/** A link with Mantine's Button look. */
export function PlainButtonLink({
  variant,
  color,
  size,
  leftSection,
  rightSection,
  fullWidth,
  classNames,
  className,
  children,
  ...others
}: ButtonLook & Omit<LinkProps, 'color' | 'style'>) {
  const look = { variant, color, size, leftSection, rightSection, fullWidth };
  return (
    <Link {...others} {...buttonProps(look, className)}>
      <ButtonInner leftSection={leftSection} rightSection={rightSection} classNames={classNames}>
        {children}
      </ButtonInner>
    </Link>
  );
}

/** A square button around one icon, with Mantine's ActionIcon look (size `lg`). */
export function PlainIconButton({
  variant,
  color,
  type = 'button',
  ...others
}: Look & Omit<NativeButtonProps, 'style'>) {
  const { palette, ...look } = lookAttributes({ variant, color });
  return (
    <button
      type={type}
      {...others}
      {...look}
      className={join('mantine-focus-auto mantine-active', classes.icon, palette)}
    />
  );
}

/** Mantine's UnstyledButton reset, for a button or link that brings its own look. */
export const unstyledClassName = `mantine-focus-auto ${classes.unstyled}`;

/** Words for screen readers only (Mantine's VisuallyHidden). */
export function VisuallyHiddenText({ children }: { children: ReactNode }) {
  return <span className={classes.visuallyHidden}>{children}</span>;
}

/** The class names of the plain looks (title, text, anchor, container, theme icon), for a page's own elements. */
export const plainClasses = classes;

type HeadingOrder = 1 | 2 | 3 | 4;

/** A heading with Mantine's Title look; `size` gives it another level's size. */
export function PlainTitle({
  order = 1,
  size,
  className,
  ...others
}: { order?: HeadingOrder; size?: `h${HeadingOrder}` } & HTMLAttributes<HTMLHeadingElement>) {
  const Heading = `h${order}` as const;
  const shown = size ?? `h${order}`;
  return (
    <Heading {...others} className={join(classes.title, className)} data-size={shown === 'h1' ? undefined : shown} />
  );
}

/** A paragraph with Mantine's Text look. */
export function PlainText({
  size,
  className,
  ...others
}: { size?: 'sm' | 'md' | 'lg' } & HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      {...others}
      className={join('mantine-focus-auto', classes.text, className)}
      data-size={size === 'md' ? undefined : size}
    />
  );
}

/** A link with Mantine's Anchor look. */
export function PlainAnchorLink({ className, ...others }: LinkProps) {
  return <Link {...others} className={join('mantine-focus-auto', classes.anchor, className)} />;
}
