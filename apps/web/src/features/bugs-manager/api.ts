import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SCREENSHOT_FIELD,
  addBugComment,
  bugReportScreenshot,
  getBugReport,
  listBugAssignees,
  listBugReports,
  reportBug,
  updateBugReport,
  type BugReportFields,
  type UpdateBugReportBody,
} from '@makro/domain/bugs-manager';
import type { z } from 'zod';
import {
  ApiError,
  callEndpoint,
  endpointUrl,
  expireSession,
  openEndpointStream,
  queryKeyFor,
  toApiError,
  type EndpointInput,
  type EndpointOutput,
} from '@/lib/api-client';
import { getSession } from '@/lib/session-store';

/** The bugs manager's calls: the report form (multipart), the list, one report, triage, comments, screenshots. */

export type BugListQuery = NonNullable<EndpointInput<typeof listBugReports>['query']>;
export type ReportAnswer = EndpointOutput<typeof reportBug>;

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * "Report a problem": the fields and the optional screenshot as multipart/form-data (the typed client sends
 * JSON only). The browser sets the boundary; the session's token goes along; errors read as the client's do.
 */
export async function sendBugReport(fields: BugReportFields, screenshot: File | null): Promise<ReportAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (screenshot) form.append(SCREENSHOT_FIELD, screenshot, screenshot.name);
  const { token } = getSession();
  let response: Response;
  try {
    response = await fetch(endpointUrl(reportBug, {}), {
      method: reportBug.method,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch (cause) {
    if (!(cause instanceof TypeError)) throw cause;
    throw new ApiError(0, 'network_error', 'The server could not be reached. Please try again.');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.ok) return body as ReportAnswer;
  if (response.status === 401) expireSession();
  throw toApiError(response, body);
}

export function useBugReports(query: BugListQuery) {
  return useQuery({
    queryKey: queryKeyFor(listBugReports, { query }),
    queryFn: ({ signal }) => callEndpoint(listBugReports, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBugReport(id: number | null) {
  return useQuery({
    queryKey: queryKeyFor(getBugReport, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => callEndpoint(getBugReport, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

export function useBugAssignees(enabled = true) {
  return useQuery({
    queryKey: queryKeyFor(listBugAssignees),
    queryFn: ({ signal }) => callEndpoint(listBugAssignees, {}, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** After any change: the list's pages and the report itself. */
function useRefreshBugs() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(listBugReports) });
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(getBugReport) });
  };
}

export function useSendBugReport() {
  const refresh = useRefreshBugs();
  return useMutation({
    mutationFn: ({ fields, screenshot }: { fields: BugReportFields; screenshot: File | null }) =>
      sendBugReport(fields, screenshot),
    onSuccess: refresh,
  });
}

export function useTriageBugReport() {
  const refresh = useRefreshBugs();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: z.input<typeof UpdateBugReportBody>['bug_report'] }) =>
      callEndpoint(updateBugReport, { params: { id }, body: { bug_report: change } }),
    onSettled: refresh,
  });
}

export function useAddBugComment() {
  const refresh = useRefreshBugs();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      callEndpoint(addBugComment, { params: { id }, body: { comment: { body } } }),
    onSuccess: refresh,
  });
}

/** A blob as a data: URL (the app's content security policy lets images come from data:, not blob:). */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The screenshot as a data: URL (the route needs the bearer token, so an <img src> cannot fetch it itself). */
export function useScreenshotUrl(id: number | null, present: boolean): { url: string | null; failed: boolean } {
  const answer = useQuery({
    queryKey: queryKeyFor(bugReportScreenshot, { params: { id: id ?? 0 } }),
    queryFn: async ({ signal }) =>
      dataUrlOf(await (await openEndpointStream(bugReportScreenshot, { params: { id: id! } }, { signal })).blob()),
    enabled: id !== null && present,
    staleTime: Infinity,
    retry: false,
  });
  return { url: answer.data ?? null, failed: answer.isError };
}
