import type { ScanMode } from '@makro/domain/inventory';
import { SCAN_MODES } from '@makro/domain/inventory';
import type { BinRow } from '@/features/inventory/bins-api';

/**
 * What Manage Inventory remembers for this browser tab: the mode, when it was chosen (the session history
 * starts there), the bin items go into and the ticket items are assigned to. A reload keeps it all.
 */
export interface ScanSession {
  mode: ScanMode;
  since: string;
  bin: BinRow | null;
  assignTo: string | null;
}

export const SCAN_SESSION_KEY = 'makro.inventory-management';

export function loadScanSession(): ScanSession | null {
  try {
    const raw = sessionStorage.getItem(SCAN_SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ScanSession>;
    if (!value.mode || !(SCAN_MODES as readonly string[]).includes(value.mode)) return null;
    if (typeof value.since !== 'string' || Number.isNaN(Date.parse(value.since))) return null;
    return { mode: value.mode, since: value.since, bin: value.bin ?? null, assignTo: value.assignTo ?? null };
  } catch {
    return null;
  }
}

export function saveScanSession(session: ScanSession | null): void {
  try {
    if (session) sessionStorage.setItem(SCAN_SESSION_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(SCAN_SESSION_KEY);
  } catch {
    // Private mode without storage: the session just does not survive a reload.
  }
}

export const newScanSession = (mode: ScanMode): ScanSession => ({
  mode,
  since: new Date().toISOString(),
  bin: null,
  assignTo: null,
});
