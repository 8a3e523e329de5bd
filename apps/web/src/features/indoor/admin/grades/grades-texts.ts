/** The grades tools' texts (`locales/{fr,en}/gym-admin-grades.json`), loaded with their pages. */
export const GRADES_NAMESPACE = 'gym-admin-grades';
