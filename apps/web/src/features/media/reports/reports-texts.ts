/** The namespace of the reports' texts (the report link and page, the administrators' list). */
export const REPORTS_NAMESPACE = 'reports';
