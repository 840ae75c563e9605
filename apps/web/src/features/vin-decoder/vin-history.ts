import { useCallback, useState } from 'react';
import type { VinDecoded } from '@makro/domain/vin-decoder';

/** The last VINs decoded in this browser tab, newest first: a VIN and the vehicle it named. */
export interface VinHistoryEntry {
  vin: string;
  vehicle: string;
}

export const VIN_HISTORY_KEY = 'makro.vin-history';
export const VIN_HISTORY_SIZE = 8;

/** "2003 Honda Accord EX-V6", or what little is known. */
export function vehicleName(decoded: VinDecoded): string {
  const name = [decoded.model_year, decoded.make, decoded.model, decoded.trim].filter(Boolean).join(' ');
  return name || 'Unknown vehicle';
}

function read(): VinHistoryEntry[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(VIN_HISTORY_KEY) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? stored.filter((entry): entry is VinHistoryEntry => typeof entry?.vin === 'string').slice(0, VIN_HISTORY_SIZE)
      : [];
  } catch {
    return [];
  }
}

/** Kept in sessionStorage: it survives a reload of the page, not the end of the session. */
export function useVinHistory() {
  const [entries, setEntries] = useState(read);
  const save = useCallback((next: VinHistoryEntry[]) => {
    setEntries(next);
    sessionStorage.setItem(VIN_HISTORY_KEY, JSON.stringify(next));
  }, []);
  const add = useCallback(
    (decoded: VinDecoded) =>
      save(
        [
          { vin: decoded.vin, vehicle: vehicleName(decoded) },
          ...read().filter((entry) => entry.vin !== decoded.vin),
        ].slice(0, VIN_HISTORY_SIZE),
      ),
    [save],
  );
  const clear = useCallback(() => save([]), [save]);
  return { entries, add, clear };
}
