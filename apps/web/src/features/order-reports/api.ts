import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ORDER_REPORT_POLL_MS,
  createOrderReportExport,
  downloadOrderReportExport,
  getOrderReportExport,
  type NewOrderReportExport,
  type OrderReportExport,
} from '@makro/domain/order-reports';
import { callEndpoint, openEndpointStream, queryKeyFor } from '@/lib/api-client';

/** The order report calls: Export, the export polled every second while it runs, and its CSV. */

const running = (report: OrderReportExport | undefined) => report?.status === 'queued' || report?.status === 'running';

export function useOrderReportExport(id: number | null) {
  return useQuery({
    queryKey: queryKeyFor(getOrderReportExport, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => callEndpoint(getOrderReportExport, { params: { id: id! } }, { signal }),
    enabled: id !== null,
    select: (answer) => answer.export,
    refetchInterval: (query) => (running(query.state.data?.export) ? ORDER_REPORT_POLL_MS : false),
  });
}

export function useStartOrderReport() {
  return useMutation({
    mutationFn: (body: NewOrderReportExport) => callEndpoint(createOrderReportExport, { body }),
  });
}

/** The finished CSV, read whole for the browser to save. */
export async function downloadOrderReport(id: number): Promise<Blob> {
  const response = await openEndpointStream(downloadOrderReportExport, { params: { id } });
  return new Blob([await response.arrayBuffer()], { type: 'text/csv;charset=utf-8' });
}

export { running as isExportRunning };
