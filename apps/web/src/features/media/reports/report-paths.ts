import type { ReportableType } from '@climb/contracts';

/** The page where a climber reports a record. */
export const reportPath = (type: ReportableType, id: number) => `/reports/${type}/${id}/new`;
