import { useCallback, useRef, useState } from 'react';
import { cleanScannedCode, isBinCode, type CatalogTag, type InventoryItem } from '@makro/domain/inventory';
import { findCatalogTag, findItemBySerial } from '@/features/inventory/api';
import { ApiError } from '@/lib/api-client';
import { playScanSound } from '@/lib/scan-feedback';

export type TagLookup =
  | { kind: 'loading'; code: string }
  | { kind: 'found'; code: string; item: InventoryItem }
  | { kind: 'bin'; code: string }
  /** Not an inventory item; `catalog` is its catalogue entry when there is one and the user may see it. */
  | { kind: 'missing'; code: string; catalog: CatalogTag | null; note: string | null }
  | { kind: 'error'; code: string; message: string };

/** What a scanned code is: an item in inventory, a bin, a catalogue tag not yet in inventory, or nothing. */
export function useTagLookup() {
  const [result, setResult] = useState<TagLookup | null>(null);
  const latest = useRef(0);

  const open = useCallback(async (raw: string) => {
    const code = cleanScannedCode(raw);
    if (!code) return;
    const ticket = ++latest.current;
    const settle = (next: TagLookup) => {
      if (ticket === latest.current) setResult(next);
    };
    if (isBinCode(code)) {
      playScanSound('success');
      settle({ kind: 'bin', code });
      return;
    }
    settle({ kind: 'loading', code });
    try {
      const item = await findItemBySerial(code);
      if (item) {
        playScanSound('success');
        settle({ kind: 'found', code, item });
        return;
      }
    } catch (error) {
      playScanSound('error');
      settle({ kind: 'error', code, message: error instanceof Error ? error.message : 'The lookup failed' });
      return;
    }
    playScanSound('warning');
    try {
      settle({ kind: 'missing', code, catalog: await findCatalogTag(code), note: null });
    } catch (error) {
      const note =
        error instanceof ApiError && error.status === 404
          ? 'Item missing from catalog'
          : error instanceof ApiError && error.status === 403
            ? null
            : 'Its catalogue entry could not be looked up.';
      settle({ kind: 'missing', code, catalog: null, note });
    }
  }, []);

  return { result, open, clear: () => setResult(null) };
}
