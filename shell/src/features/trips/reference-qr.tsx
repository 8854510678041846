import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of a booking reference (rule trips.ticket), drawn as an SVG image: a jetty or desk scanner
 * reads the reference without anyone typing it.
 */
export function ReferenceQr({ reference, className }: { reference: string; className?: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    qrSvg(reference, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => setSrc(undefined));
    return () => {
      current = false;
    };
  }, [reference]);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={`QR code of booking reference ${reference}`}
      width={160}
      height={160}
      className={className}
      data-testid="reference-qr"
    />
  );
}
