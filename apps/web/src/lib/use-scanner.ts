import { useCallback, useEffect, useRef, useState } from 'react';
import { REPEAT_SCAN_WINDOW_MS, SCAN_DEBOUNCE_MS, cleanScannedCode } from '@makro/domain/inventory';

export interface ScannerOptions {
  /** A new code, cleaned (spec part 1 §5). */
  onScan: (code: string) => void;
  /** The same code again within `repeatWindowMs` of when it was last taken: flagged, not taken again. */
  onRepeat?: (code: string) => void;
  /** Off: keystrokes are ignored and the buffer is kept empty. Default on. */
  enabled?: boolean;
  /**
   * Keys of a scan come at most this far apart on average (a person types slower). Judged over the whole
   * code, so one late key (a busy page, a Bluetooth reader's burst) does not break a scan.
   */
  maxKeyGapMs?: number;
  /** A pause longer than this starts the buffer again. */
  resetAfterMs?: number;
  /** A scan is reported this long after its Enter (spec part 1 §9: 300 ms). */
  debounceMs?: number;
  /** After a scan, codes ending within this long are further reads of the same trigger pull and dropped. */
  blankingMs?: number;
  repeatWindowMs?: number;
  /** Shorter codes are stray keystrokes (a person pressing a key then Enter). */
  minLength?: number;
}

export interface Scanner {
  /** The browser window has the focus: a reader's keystrokes reach the page. */
  focused: boolean;
  /** A text field has the focus: keystrokes are typing, not scans. */
  typing: boolean;
  /** Forget what was typed so far and any scan waiting to be reported. */
  reset: () => void;
}

export const SCAN_KEY_GAP_MS = 100;
export const SCAN_RESET_PAUSE_MS = 500;
export const SCAN_BLANKING_MS = 500;

const NOT_TYPED_INTO = new Set(['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset', 'image']);

/**
 * Whether keystrokes aimed at this element are someone typing in a form: text inputs, textareas, selects,
 * editable content. Radio buttons, check boxes and read-only inputs (a closed Select) are not, and an
 * element inside `[data-scan-target]` never is.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[data-scan-target]')) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(target.type) && !target.readOnly;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLSelectElement) return true;
  return target.isContentEditable || target.closest('[contenteditable="true"], [contenteditable=""]') !== null;
}

const windowHasFocus = () => typeof document !== 'undefined' && document.hasFocus();

/**
 * Keyboard-wedge scanning, one hook for every scan screen (spec part 1 §5). Readers type a code fast and end
 * it with Enter: printable keys are buffered, a pause longer than `resetAfterMs` starts the buffer again, Enter
 * ends a scan if the keys came faster than `maxKeyGapMs` apart on average, and the code is cleaned of stray prefixes and reported `debounceMs` later. One trigger pull that reads
 * several codes makes one scan (`blankingMs`), and the same code again within `repeatWindowMs` goes to
 * `onRepeat` instead. Typing in a form field is never a scan.
 */
export function useScanner({
  onScan,
  onRepeat,
  enabled = true,
  maxKeyGapMs = SCAN_KEY_GAP_MS,
  resetAfterMs = SCAN_RESET_PAUSE_MS,
  debounceMs = SCAN_DEBOUNCE_MS,
  blankingMs = SCAN_BLANKING_MS,
  repeatWindowMs = REPEAT_SCAN_WINDOW_MS,
  minLength = 3,
}: ScannerOptions): Scanner {
  const [focused, setFocused] = useState(windowHasFocus);
  const [typing, setTyping] = useState(() => isTypingTarget(document.activeElement));
  const callbacks = useRef({ onScan, onRepeat });
  useEffect(() => {
    callbacks.current = { onScan, onRepeat };
  });

  const state = useRef({
    buffer: '',
    startedAt: 0,
    lastKeyAt: 0,
    blankUntil: 0,
    pending: null as ReturnType<typeof setTimeout> | null,
    last: null as { code: string; at: number } | null,
  });

  const reset = useCallback(() => {
    const current = state.current;
    if (current.pending) clearTimeout(current.pending);
    current.buffer = '';
    current.startedAt = 0;
    current.lastKeyAt = 0;
    current.blankUntil = 0;
    current.pending = null;
    current.last = null;
  }, []);

  useEffect(() => {
    if (!enabled) {
      reset();
      return;
    }
    const current = state.current;

    const report = (code: string) => {
      current.pending = null;
      const now = Date.now();
      if (current.last && current.last.code === code && now - current.last.at < repeatWindowMs) {
        callbacks.current.onRepeat?.(code);
        return;
      }
      current.last = { code, at: now };
      callbacks.current.onScan(code);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (isTypingTarget(event.target)) return;
      const now = Date.now();
      const paused = now - current.lastKeyAt > resetAfterMs;
      if (event.key === 'Enter') {
        const raw = paused ? '' : current.buffer;
        current.buffer = '';
        current.lastKeyAt = 0;
        // Every key of the code and the Enter: as many gaps as characters.
        if (!raw || (now - current.startedAt) / raw.length > maxKeyGapMs) return;
        // The reader's Enter must not also press whatever button has the focus.
        event.preventDefault();
        const code = cleanScannedCode(raw);
        if (code.length < minLength || now < current.blankUntil) return;
        current.blankUntil = now + blankingMs;
        current.pending = setTimeout(() => report(code), debounceMs);
        return;
      }
      if (event.key.length !== 1) return;
      if (paused || !current.buffer) {
        current.buffer = event.key;
        current.startedAt = now;
      } else current.buffer += event.key;
      current.lastKeyAt = now;
    };

    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      if (current.pending) clearTimeout(current.pending);
      current.pending = null;
      current.buffer = '';
    };
  }, [enabled, maxKeyGapMs, resetAfterMs, debounceMs, blankingMs, repeatWindowMs, minLength, reset]);

  useEffect(() => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    const onFocusChange = () => setTyping(isTypingTarget(document.activeElement));
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('focusin', onFocusChange);
    document.addEventListener('focusout', onFocusChange);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('focusin', onFocusChange);
      document.removeEventListener('focusout', onFocusChange);
    };
  }, []);

  return { focused, typing, reset };
}
