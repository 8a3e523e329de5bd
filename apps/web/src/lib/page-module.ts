import type { ComponentType } from 'react';

/** A page's lazily loaded module: its default export is the page component. */
export type PageModule = () => Promise<{ default: ComponentType }>;
