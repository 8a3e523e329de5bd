/** The texts of the structure tools: the tree, space groups and openers (`locales/{fr,en}/gym-admin-structure.json`). */
export const STRUCTURE_NAMESPACE = 'gym-admin-structure';
