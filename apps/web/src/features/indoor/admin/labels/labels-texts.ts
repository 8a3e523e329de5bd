/** The texts of the label templates and their print page (`locales/{fr,en}/gym-admin-labels.json`). */
export const LABELS_NAMESPACE = 'gym-admin-labels';
