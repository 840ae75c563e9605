import { API_BASE, ApiError, expireSession } from '@/lib/api-client';
import { businessToday } from '@/lib/dates';
import { getSession } from '@/lib/session-store';

/** What the export is filtered by (none chosen = all) and which columns it holds. */
export interface ExportSelection {
  category: string[];
  module_type: string[];
  inventory_type: string[];
  status: string[];
  fields: string[];
}

export interface ExportProgress {
  /** Data rows received so far. */
  rows: number;
  /** Rows the server announced in X-Total-Count, or null when it did not say. */
  total: number | null;
}

export function exportUrl(selection: ExportSelection): string {
  const params = new URLSearchParams();
  for (const key of ['category', 'module_type', 'inventory_type', 'status', 'fields'] as const) {
    for (const value of selection[key]) params.append(`${key}[]`, value);
  }
  const query = params.toString();
  return `${API_BASE}/v1/inventories/export${query ? `?${query}` : ''}`;
}

/**
 * Counts CSV records as chunks arrive: a line break ends a record only outside quotes, so a cell holding
 * several lines (logs, notes) still counts once. Doubled quotes toggle twice and cancel out.
 */
export function createRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    push(text: string) {
      for (let index = 0; index < text.length; index++) {
        const char = text.charCodeAt(index);
        if (char === 34) quoted = !quoted;
        else if (char === 10 && !quoted) records++;
      }
      return records;
    },
    get records() {
      return records;
    },
  };
}

export const exportFileName = (today = businessToday()) => `inventory-${today}.csv`;

/** Hands a finished file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Streams the CSV export: reads the body chunk by chunk, reports rows received against X-Total-Count,
 * and resolves with the whole file. The server streams; the browser holds only the finished file.
 */
export async function downloadExport(
  selection: ExportSelection,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<{ blob: Blob; rows: number }> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(exportUrl(selection), { headers, signal });
  if (response.status === 401) {
    expireSession();
    throw new ApiError(401, 'unauthorized', 'Session expired');
  }
  if (!response.ok || !response.body) throw new ApiError(response.status, 'export_failed', 'Export failed');

  const announced = Number(response.headers.get('X-Total-Count'));
  const total = response.headers.has('X-Total-Count') && Number.isFinite(announced) ? announced : null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const counter = createRecordCounter();
  const chunks: BlobPart[] = [];
  onProgress?.({ rows: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    // The first record is the header row.
    const rows = Math.max(0, counter.push(decoder.decode(value, { stream: true })) - 1);
    onProgress?.({ rows, total });
  }
  const rows = Math.max(0, counter.push(decoder.decode()) - 1);
  onProgress?.({ rows, total });
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), rows };
}
