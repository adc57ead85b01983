import { useState } from "react";
import { useNavigate } from "react-router";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QrScanner } from "../../features/directory/components/qr-scanner.tsx";
import { placeIdFromScan } from "../../features/directory/scan-target.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

/** Scan a place's QR code (its page or app link) and open the place. */
export default function Scan() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  return (
    <AppScreen title={t("directory.scan.title")}>
      <QrScanner
        problem={problem}
        onRead={(text) => {
          const id = placeIdFromScan(text, window.location.origin);
          if (id === null) setProblem("directory.scan.notPlace");
          else void navigate(appHref.place(id));
        }}
      />
    </AppScreen>
  );
}
