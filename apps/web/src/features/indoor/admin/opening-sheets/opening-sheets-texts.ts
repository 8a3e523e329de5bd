/** The texts of the opening sheets and their print page (`locales/{fr,en}/gym-admin-opening-sheets.json`). */
export const OPENING_SHEETS_NAMESPACE = 'gym-admin-opening-sheets';
