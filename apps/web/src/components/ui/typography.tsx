import type { AnchorHTMLAttributes, ElementType } from 'react';
import { Link, type LinkProps } from 'react-router';
import type { Polymorphic } from './polymorphic';
import { cx, spacingClasses, splitTextProps, type TextStyleProps, textClasses } from './style-props';
import type { SpacingProps } from './tokens';
import classes from './ui.module.css';

interface TextOwn extends SpacingProps, TextStyleProps {
  /** A `<span>` rather than a `<p>`. */
  span?: boolean;
  /** The parent's font size, weight and colour. */
  inherit?: boolean;
  className?: string;
}

/** Mantine's Text: a paragraph (or any element) with the text style props. */
export function Text<C extends ElementType = 'p'>(props: Polymorphic<C, TextOwn>) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { text, rest: others } = splitTextProps(rest as Polymorphic<ElementType, TextOwn>);
  const { component, span, inherit, className, ...attributes } = others as Polymorphic<ElementType, TextOwn>;
  const Component = component ?? (span ? 'span' : 'p');
  return (
    <Component
      {...attributes}
      className={cx(classes.text, ...textClasses(text), ...spacing, className)}
      data-inherit={inherit || undefined}
    />
  );
}

type Order = 1 | 2 | 3 | 4 | 5 | 6;

interface TitleOwn extends SpacingProps, Omit<TextStyleProps, 'size'> {
  order?: Order;
  /** Another level's size. */
  size?: `h${Order}`;
  className?: string;
}

/** Mantine's Title: a heading of `order` 1 to 6. */
export function Title<C extends ElementType = 'h1'>(props: Polymorphic<C, TitleOwn>) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { order = 1, size, ...withText } = rest as Polymorphic<ElementType, TitleOwn>;
  const { text, rest: others } = splitTextProps(withText);
  const { component, className, ...attributes } = others as Polymorphic<ElementType, { className?: string }>;
  const Component = component ?? `h${order}`;
  const shown = size ?? `h${order}`;
  return (
    <Component
      {...attributes}
      className={cx(classes.title, ...textClasses(text), ...spacing, className)}
      data-size={shown === 'h1' ? undefined : shown}
    />
  );
}

interface AnchorLook extends SpacingProps, TextStyleProps {
  underline?: 'hover' | 'always' | 'never';
  className?: string;
}

function anchorProps({ underline, className, ...props }: AnchorLook) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { text } = splitTextProps(rest);
  return {
    className: cx('mantine-focus-auto', classes.anchor, ...textClasses(text), ...spacing, className),
    'data-underline': underline === 'hover' ? undefined : underline,
  };
}

function withoutLook<P extends AnchorLook>(props: P) {
  const { classes: _spacing, rest } = spacingClasses(props);
  const { rest: others } = splitTextProps(rest);
  const { underline: _underline, className: _className, ...attributes } = others as P;
  return attributes;
}

/** Mantine's Anchor on a link of the app (`to`). */
export function Anchor(props: AnchorLook & Omit<LinkProps, 'color' | 'className'>) {
  return <Link {...withoutLook(props)} {...anchorProps(props)} />;
}

/** Mantine's Anchor on a link out of the app (`href`), a file or an address. */
export function ExternalAnchor(
  props: AnchorLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'className'>,
) {
  return <a {...withoutLook(props)} {...anchorProps(props)} />;
}

/** Mantine's Code: inline code. */
export function Code({ className, ...others }: { className?: string; children?: React.ReactNode }) {
  return <code {...others} className={cx(classes.code, className)} />;
}
