/** The texts of the plans pages, the site administrators' plans section and the report's way out (`locales/{fr,en}/gym-admin-report.json`). */
export const REPORT_NAMESPACE = 'gym-admin-report';
