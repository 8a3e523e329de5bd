/** The texts of the contests' organiser pages (`locales/{fr,en}/contests-admin.json`). */
export const CONTESTS_ADMIN_NAMESPACE = 'contests-admin';

/**
 * The organiser's texts and the contests' own (`locales/{fr,en}/contests.json`: the labels of the ranking types,
 * climbing types, step kinds, genders, states and combined rankings, and the formulas), read as `contests:enums.…`.
 */
export const CONTESTS_ADMIN_NAMESPACES = [CONTESTS_ADMIN_NAMESPACE, 'contests'] as const;
