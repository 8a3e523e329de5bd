import { Children, Fragment, type HTMLAttributes, type ReactNode, type TableHTMLAttributes } from 'react';
import { cx, spacingClasses } from './style-props';
import type { SpacingProps } from './tokens';
import classes from './ui.module.css';

interface ListProps extends SpacingProps, Omit<HTMLAttributes<HTMLUListElement>, 'type'> {
  type?: 'unordered' | 'ordered' | 'none';
  spacing?: 'xs' | 'sm' | 'md';
  size?: 'xs' | 'sm' | 'md';
}

/** Mantine's List: `<ul>` (or `<ol>`), `spacing` between items. */
export function List(props: ListProps) {
  const { classes: spacingList, rest } = spacingClasses(props);
  const { type = 'unordered', spacing, size, className, ...others } = rest;
  const Component = type === 'ordered' ? 'ol' : 'ul';
  return (
    <Component
      {...others}
      className={cx(classes.list, ...spacingList, className)}
      data-type={type === 'none' ? 'none' : undefined}
      data-spacing={spacing}
      data-size={size === 'md' ? undefined : size}
    />
  );
}

/** An item of a List, with an icon in place of the marker when given one. */
export function ListItem({
  icon,
  className,
  children,
  ...others
}: { icon?: ReactNode } & HTMLAttributes<HTMLLIElement>) {
  return (
    <li {...others} className={cx(classes.listItem, className)} data-with-icon={icon ? true : undefined}>
      {icon ? (
        <span className={classes.listItemWrapper}>
          <span className={classes.listItemIcon}>{icon}</span>
          <span>{children}</span>
        </span>
      ) : (
        children
      )}
    </li>
  );
}

interface TableProps extends SpacingProps, TableHTMLAttributes<HTMLTableElement> {
  striped?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: 'xs' | 'sm';
}

/** Mantine's Table on a plain `<table>` (rows, cells and heads are plain elements). */
export function Table(props: TableProps) {
  const { classes: spacing, rest } = spacingClasses(props);
  const { striped, highlightOnHover, verticalSpacing, className, ...others } = rest;
  return (
    <table
      {...others}
      className={cx(classes.table, ...spacing, className)}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
      data-vertical-spacing={verticalSpacing}
    />
  );
}

/** A table that scrolls sideways on a narrow screen rather than widening the page. */
export function TableScroll({ children }: { children: ReactNode }) {
  return <div className={classes.tableScroll}>{children}</div>;
}

/** Mantine's Breadcrumbs: its children in a row, `separator` between them. */
export function Breadcrumbs({
  separator = '/',
  className,
  children,
  ...others
}: { separator?: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  const items = Children.toArray(children);
  return (
    <div {...others} className={cx(classes.breadcrumbs, className)}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the crumbs keep their order.
        <Fragment key={index}>
          {index > 0 ? (
            <span className={classes.breadcrumbSeparator} aria-hidden="true">
              {separator}
            </span>
          ) : null}
          {item}
        </Fragment>
      ))}
    </div>
  );
}
