import { useCallback, useEffect, useRef, useState } from 'react';
import { feedbackFromError, repeatFeedback, type ScanFeedback } from '@/features/inventory/scanning/scan-ui';
import { playScanSound, unlockScanSounds } from '@/lib/scan-feedback';

/**
 * Scans handled one after another (a scan may depend on the one before: the bin chosen, the slot filled),
 * each one's outcome shown and sounded. `clear()` forgets the outcome and drops scans still queued from before.
 */
export function useScanProcessor(handle: (code: string) => Promise<ScanFeedback | null>) {
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [busy, setBusy] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const generation = useRef(0);
  const handler = useRef(handle);
  useEffect(() => {
    handler.current = handle;
  });
  useEffect(() => unlockScanSounds(), []);

  const show = useCallback((next: ScanFeedback) => {
    setFeedback(next);
    playScanSound(next.outcome);
  }, []);

  const onScan = useCallback(
    (code: string) => {
      const started = generation.current;
      const current = () => started === generation.current;
      queue.current = queue.current.then(async () => {
        if (!current()) return;
        setBusy(true);
        try {
          const outcome = await handler.current(code);
          if (outcome && current()) show(outcome);
        } catch (error) {
          if (current()) show(feedbackFromError(error, code));
        } finally {
          setBusy(false);
        }
      });
    },
    [show],
  );

  const onRepeat = useCallback((code: string) => show(repeatFeedback(code)), [show]);

  const clear = useCallback(() => {
    generation.current += 1;
    setFeedback(null);
  }, []);

  return { feedback, busy, onScan, onRepeat, clear, show };
}
