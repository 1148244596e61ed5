/**
 * A QR code of a text (the device's public key), drawn as SVG from uqr's module matrix: the
 * other device scans it to get the key without typing it. Error correction M: a phone screen
 * shown to a laptop's camera survives some glare.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

export interface KeyQrProps {
  readonly text: string;
  readonly label: string;
}

export function KeyQr({ text, label }: KeyQrProps) {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { size: qr.size, path: d };
  }, [text]);
  return (
    <svg
      className="profiles-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="device-key-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
