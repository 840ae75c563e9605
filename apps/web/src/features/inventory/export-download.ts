import { exportInventory } from '@makro/domain/inventory';
import { openEndpointStream, type EndpointInput } from '@/lib/api-client';
import { businessToday } from '@/lib/dates';

/** What the export is filtered by (nothing chosen = everything) and which columns it holds. */
export type ExportSelection = NonNullable<EndpointInput<typeof exportInventory>['query']>;

export interface ExportProgress {
  /** Data rows received so far. */
  rows: number;
  /** Rows the server announced in X-Total-Count, or null when it did not say. */
  total: number | null;
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

async function* chunksOf(body: ReadableStream<Uint8Array<ArrayBuffer>> | null) {
  if (!body) return;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * Streams the CSV export: reads the body chunk by chunk, reports rows received against X-Total-Count,
 * and resolves with the whole file. The server streams; the browser holds only the finished file.
 */
export async function downloadExport(
  selection: ExportSelection,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<{ blob: Blob; rows: number }> {
  const response = await openEndpointStream(exportInventory, { query: selection }, { signal });
  const announced = Number(response.headers.get('X-Total-Count'));
  const total = response.headers.has('X-Total-Count') && Number.isFinite(announced) ? announced : null;
  const decoder = new TextDecoder();
  const counter = createRecordCounter();
  const chunks: BlobPart[] = [];
  // The first record is the header row.
  const report = (records: number) => onProgress?.({ rows: Math.max(0, records - 1), total });
  report(0);
  for await (const chunk of chunksOf(response.body)) {
    chunks.push(chunk);
    report(counter.push(decoder.decode(chunk, { stream: true })));
  }
  const records = counter.push(decoder.decode());
  report(records);
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), rows: Math.max(0, records - 1) };
}
