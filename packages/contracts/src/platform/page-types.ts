/** The page table's types, apart from the table, so that each domain's page list can use them. */

export type Layout = 'default' | 'contest' | 'print' | 'blank';
export type Access = 'public' | 'login' | 'gym_admin' | 'super_admin';

/** A page the web app serves: its route pattern (React Router syntax), layout and access. */
export interface PageDefinition<MetaKey extends string = string> {
  /** Pattern such as `/areas/:areaId/:areaName?`. */
  path: string;
  layout: Layout;
  access: Access;
  /** Key of its title and description in PAGE_META. */
  meta: MetaKey;
}

export interface PageMeta {
  title: string;
  description: string;
}
