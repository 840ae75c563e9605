import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTypingTarget, useScanner, type ScannerOptions } from '@/lib/use-scanner';

function press(key: string, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

/** Keys `gapMs` apart, then Enter: a reader types a few ms apart, a person ~150 ms. */
function type(text: string, { gapMs = 10, target = document.body as EventTarget, enter = true } = {}) {
  for (const key of text) {
    press(key, target);
    act(() => vi.advanceTimersByTime(gapMs));
  }
  return enter ? press('Enter', target) : undefined;
}

const settle = (ms = 400) => act(() => vi.advanceTimersByTime(ms));

function setup(options: Partial<ScannerOptions> = {}) {
  const onScan = vi.fn();
  const onRepeat = vi.fn();
  const hook = renderHook((props: Partial<ScannerOptions>) => useScanner({ onScan, onRepeat, ...props }), {
    initialProps: options,
  });
  return { onScan, onRepeat, hook };
}

describe('useScanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('takes fast keystrokes ending in Enter as one scan, reported after the 300 ms debounce', () => {
    const { onScan } = setup();
    const enter = type('mk000000123');
    expect(enter?.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(250));
    expect(onScan).not.toHaveBeenCalled();
    settle(100);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('MK000000123');
  });

  it('ignores slow typing: a person types slower than a reader', () => {
    const { onScan } = setup();
    const enter = type('MK0001', { gapMs: 180 });
    settle();
    expect(onScan).not.toHaveBeenCalled();
    expect(enter?.defaultPrevented).toBe(false);
  });

  it('keeps only what was typed after a pause', () => {
    const { onScan } = setup();
    type('XX', { enter: false });
    act(() => vi.advanceTimersByTime(500));
    type('MK0002');
    settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('MK0002');
  });

  it('still takes a scan with one late key (a busy page, a Bluetooth burst)', () => {
    const { onScan } = setup();
    type('BIN-', { enter: false });
    act(() => vi.advanceTimersByTime(250));
    type('E2E-A01');
    settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('BIN-E2E-A01');
  });

  it('takes the key gap as a parameter', () => {
    const { onScan } = setup({ maxKeyGapMs: 300 });
    type('MK0003', { gapMs: 180 });
    settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('MK0003');
  });

  it('never takes typing in a form field as a scan', () => {
    const { onScan } = setup();
    const input = document.body.appendChild(document.createElement('input'));
    const area = document.body.appendChild(document.createElement('textarea'));
    const editable = document.body.appendChild(document.createElement('div'));
    editable.setAttribute('contenteditable', 'true');
    type('MK0006', { target: editable });
    type('MK0004', { target: input });
    type('MK0005', { target: area });
    settle();
    expect(onScan).not.toHaveBeenCalled();
    expect(isTypingTarget(editable)).toBe(true);
  });

  it('does take keys aimed at radio buttons, read-only inputs and a [data-scan-target]', () => {
    const radio = document.createElement('input');
    radio.type = 'radio';
    const readOnly = document.createElement('input');
    readOnly.readOnly = true;
    const marked = document.createElement('div');
    marked.dataset.scanTarget = '';
    const inside = marked.appendChild(document.createElement('input'));
    for (const element of [radio, readOnly, inside]) expect(isTypingTarget(element)).toBe(false);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
  });

  it('makes one scan of one trigger pull that reads the code several times', () => {
    const { onScan, onRepeat } = setup();
    type('MK0006');
    type('MK0006');
    type('MK0006');
    settle(1000);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('MK0006');
    expect(onRepeat).not.toHaveBeenCalled();
  });

  it('flags the same code again within the repeat window instead of scanning it twice', () => {
    const { onScan, onRepeat } = setup();
    type('MK0007');
    settle(1000);
    type('MK0007');
    settle();
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onRepeat).toHaveBeenCalledExactlyOnceWith('MK0007');
    act(() => vi.advanceTimersByTime(4000));
    type('MK0007');
    settle();
    expect(onScan).toHaveBeenCalledTimes(2);
  });

  it('takes a different code after the blanking period', () => {
    const { onScan } = setup();
    type('MK0008');
    settle(600);
    type('MK0009');
    settle();
    expect(onScan.mock.calls).toEqual([['MK0008'], ['MK0009']]);
  });

  it('cleans stray prefixes and control characters', () => {
    const { onScan } = setup();
    type(']C1 bin-a01 ');
    settle();
    expect(onScan).toHaveBeenCalledExactlyOnceWith('BIN-A01');
  });

  it('ignores Enter alone, too-short codes and keys with modifiers', () => {
    const { onScan } = setup();
    press('Enter');
    type('A');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'v', ctrlKey: true }));
    });
    settle();
    expect(onScan).not.toHaveBeenCalled();
  });

  it('does nothing while disabled, and forgets the buffer on reset()', () => {
    const { onScan, hook } = setup({ enabled: false });
    type('MK0010');
    settle();
    expect(onScan).not.toHaveBeenCalled();
    hook.rerender({ enabled: true });
    type('MK00', { enter: false });
    act(() => hook.result.current.reset());
    type('11');
    settle();
    expect(onScan).not.toHaveBeenCalled();
  });

  it('drops a scan still waiting for its debounce on reset()', () => {
    const { onScan, hook } = setup();
    type('MK0012');
    act(() => hook.result.current.reset());
    settle();
    expect(onScan).not.toHaveBeenCalled();
  });

  it('follows the window focus and whether a text field is focused', () => {
    const { hook } = setup();
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(hook.result.current.focused).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(hook.result.current.focused).toBe(true);
    const input = document.body.appendChild(document.createElement('input'));
    act(() => input.focus());
    expect(hook.result.current.typing).toBe(true);
    act(() => input.blur());
    expect(hook.result.current.typing).toBe(false);
  });
});
