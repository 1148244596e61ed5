/**
 * Scanning a QR code with the camera where the browser can: BarcodeDetector (Chrome on Android,
 * ChromeOS, macOS; Safari behind a flag) reading frames of getUserMedia's video. Elsewhere it
 * says plainly that scanning is not available here, and the paste and file fields stay the way
 * in. What is read is handed on as text, to be checked like anything pasted. The camera stops
 * when a code is read, when the person closes it, and when the screen goes.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui';
import { useProfilesText } from './profilesText';

interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<readonly DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's BarcodeDetector and camera, when it has both. */
export function scanner():
  { readonly Detector: BarcodeDetectorClass; readonly media: MediaDevices } | undefined {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return Detector === undefined || media === undefined || typeof media.getUserMedia !== 'function'
    ? undefined
    : { Detector, media };
}

export interface QrScannerProps {
  readonly onText: (text: string) => void;
}

export function QrScanner({ onText }: QrScannerProps) {
  const t = useProfilesText();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const video = useRef<HTMLVideoElement | null>(null);
  const available = scanner();

  useEffect(() => {
    if (!open || available === undefined) return undefined;
    let stream: MediaStream | undefined;
    let frame = 0;
    let stopped = false;
    const detector = new available.Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || video.current === null) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code !== undefined && code.rawValue !== '') {
          setOpen(false);
          onText(code.rawValue);
          return;
        }
      } catch {
        // A frame not ready yet: look at the next one.
      }
      frame = requestAnimationFrame(() => void look());
    };
    available.media
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((media) => {
        stream = media;
        if (stopped || video.current === null) return;
        video.current.srcObject = media;
        void video.current.play().then(() => void look());
      })
      .catch(() => {
        setProblem(t('scan.denied'));
        setOpen(false);
      });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, available, onText, t]);

  if (available === undefined) {
    return (
      <p className="profiles-note" data-testid="scan-unavailable">
        {t('scan.unavailable')}
      </p>
    );
  }
  return (
    <div className="profiles-scan">
      <Button
        onPress={() => {
          setOpen((now) => !now);
        }}
        data-testid="scan-toggle"
      >
        {open ? t('scan.stop') : t('scan.start')}
      </Button>
      {open ? (
        <video ref={video} className="profiles-scan__video" muted playsInline aria-label={t('scan.video')} />
      ) : null}
      {problem !== undefined ? (
        <p className="ui-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
