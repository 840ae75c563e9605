import { memo, useMemo } from 'react';
import QRCode from 'qrcode';

/** The SVG path of a QR code's dark modules, one unit per module, with a quiet zone of `margin`. */
export function qrPath(text: string, margin = 2): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), size: modules.size + margin * 2 };
}

/** A QR code as crisp inline SVG (prints sharp at any size), computed synchronously from the text. */
export const QrCode = memo(function QrCode({ value, size = 96 }: { value: string; size?: number }) {
  const { path, size: units } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${units} ${units}`}
      role="img"
      aria-label={`QR code ${value}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', flex: 'none' }}
    >
      <rect width={units} height={units} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
});
