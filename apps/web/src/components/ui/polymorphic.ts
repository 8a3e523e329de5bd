import type { ComponentPropsWithoutRef, ElementType } from 'react';

/** A kit component's own props, with those of the element or component it renders as (`component`). */
export type Polymorphic<C extends ElementType, Own> = Own & { component?: C } & Omit<
    ComponentPropsWithoutRef<C>,
    keyof Own | 'component'
  >;
