import type { Report, ReportAction, ReportState } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../lib/endpoint-client';
import { queryClient } from '../../../lib/query-client';

export const REPORTS_PER_PAGE = 20;

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  page: (state: ReportState, page: number) => [...reportKeys.all, state, page] as const,
};

/** `GET reports.json?state`: a page of the reports in a state, the oldest first, and their number. */
export function useReports(state: ReportState, page: number) {
  return useQuery({
    queryKey: reportKeys.page(state, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listReports, { query: { state, page, per_page: REPORTS_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `PUT reports/{id}.json`: hides or deletes what the report names, or dismisses it. Every open report of the same
 * record closes with it, so every list is fetched again.
 */
export async function handleReport(id: number, action: ReportAction): Promise<Report> {
  try {
    return await callEndpoint(endpoint.handleReport, { params: { id }, body: { action } });
  } finally {
    // A refusal (a report another administrator handled meanwhile) shows the list as it now is, too.
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
  }
}
