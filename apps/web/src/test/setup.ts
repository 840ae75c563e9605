import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Mantine reads media queries and observes element sizes; the test DOM has neither. As in a browser, the empty
// query matches (the data table shows a column whose media query is unset).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};
// The test DOM has no dialogs: a page that asks for confirmation is answered by the test's spy.
window.confirm ??= () => false;
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
