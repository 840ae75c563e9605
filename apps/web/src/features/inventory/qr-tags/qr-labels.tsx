import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { QrCode } from '@/features/inventory/qr-tags/qr-code';
import '@/features/inventory/qr-tags/labels.css';

export interface LabelData {
  /** What the QR code holds: a tag serial or a bin code. */
  code: string;
  /** The line under the code: part number or bin name. */
  subtitle: string;
  meta?: string;
}

export function LabelCard({ label, size = 88 }: { label: LabelData; size?: number }) {
  return (
    <div className="qr-label" data-testid="qr-label" data-code={label.code}>
      <QrCode value={label.code} size={size} />
      <div className="qr-label-text">
        <div className="qr-label-code">{label.code}</div>
        <div className="qr-label-sub">{label.subtitle}</div>
        {label.meta && <div className="qr-label-meta">{label.meta}</div>}
      </div>
    </div>
  );
}

export function LabelGrid({ labels }: { labels: readonly LabelData[] }) {
  return (
    <div className="qr-label-grid">
      {labels.map((label) => (
        <LabelCard key={label.code} label={label} />
      ))}
    </div>
  );
}

/**
 * What window.print() puts on paper: a copy of the labels straight under <body>, while print CSS hides
 * everything else (the app shell, modals, toasts). Only the active tab renders one.
 */
export function PrintSheet({ children }: { children: ReactNode }) {
  return createPortal(<div className="qr-print-sheet">{children}</div>, document.body);
}
