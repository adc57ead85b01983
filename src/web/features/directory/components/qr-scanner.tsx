import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { MessageKey } from "../../../../shared/i18n/messages/index.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource | ImageBitmap): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's QR reader (Chromium on Android, macOS, ChromeOS; Safari), or null. */
function qrDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return Detector ? new Detector({ formats: ["qr_code"] }) : null;
}

/** How often a camera frame is looked at. */
const SCAN_INTERVAL_MS = 250;

/**
 * Reads a QR code from the camera, or from a photo, and hands over its text. Where the browser
 * has no QR reader it says so plainly.
 */
export function QrScanner(props: { onRead(text: string): void; problem: MessageKey | null }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [detector] = useState(qrDetector);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(
    detector ? null : "directory.scan.unsupported",
  );
  const onRead = useRef(props.onRead);
  useLayoutEffect(() => {
    onRead.current = props.onRead;
  });

  useEffect(() => {
    if (!scanning || !detector) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const look = async () => {
      const element = video.current;
      if (stopped || !element) return;
      try {
        const [code] = element.readyState >= 2 ? await detector.detect(element) : [];
        if (code && !stopped) {
          setScanning(false);
          onRead.current(code.rawValue);
          return;
        }
      } catch {
        // A frame that cannot be read yet: try the next one.
      }
      timer = window.setTimeout(() => void look(), SCAN_INTERVAL_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => {
        setProblem("directory.scan.denied");
        setScanning(false);
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning, detector]);

  async function readPhoto(file: File) {
    if (!detector) return;
    try {
      const bitmap = await createImageBitmap(file);
      const [code] = await detector.detect(bitmap);
      if (code) onRead.current(code.rawValue);
      else setProblem("directory.scan.notFound");
    } catch {
      setProblem("directory.scan.notFound");
    }
  }

  const shown = props.problem ?? problem;
  const cameraPossible =
    detector !== null && typeof navigator !== "undefined" && !!navigator.mediaDevices;
  return (
    <div className="app-stack">
      <p className="app-lead">{t("directory.scan.lead")}</p>
      {shown ? (
        <p className="app-card dir-warning" role="alert">
          {t(shown)}
        </p>
      ) : null}
      {scanning ? (
        <>
          <video
            ref={video}
            className="dir-scan__video"
            playsInline
            muted
            aria-label={t("directory.scan.video")}
          />
          <p role="status">{t("directory.scan.scanning")}</p>
        </>
      ) : null}
      <div className="app-buttons">
        {cameraPossible ? (
          <button
            type="button"
            className="app-button app-button--primary"
            onClick={() => {
              setProblem(null);
              setScanning((on) => !on);
            }}
          >
            {scanning ? t("directory.scan.stop") : t("directory.scan.start")}
          </button>
        ) : null}
        {detector ? (
          <label className="app-button app-button--secondary">
            {t("directory.scan.photo")}
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void readPhoto(file);
              }}
            />
          </label>
        ) : null}
      </div>
    </div>
  );
}
