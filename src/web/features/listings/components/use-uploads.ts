import { useRef, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { UploadState } from "./upload-progress.tsx";

/**
 * Sends chosen files one after another (so each one's percentage means something), keeping
 * each file's progress or refusal on screen; `onUploaded` receives what the server made of each.
 */
export function useUploads<T>(
  send: (file: File, onProgress: (percent: number) => void) => Promise<T>,
  onUploaded: (result: T) => void,
) {
  const { t } = useI18n();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const counter = useRef(0);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  const patch = (key: string, change: Partial<UploadState>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function start(files: readonly File[]) {
    const queued = files.map((file) => ({
      file,
      state: { key: `${file.name}-${counter.current++}`, name: file.name, percent: 0, error: null },
    }));
    setUploads((list) => [...list, ...queued.map((entry) => entry.state)]);
    for (const { file, state } of queued) {
      try {
        const result = await send(file, (percent) => patch(state.key, { percent }));
        setUploads((list) => list.filter((item) => item.key !== state.key));
        latest.current(result);
      } catch (failure) {
        if (failure instanceof ApiError && failure.kind === "session") return;
        patch(state.key, {
          percent: null,
          error: failure instanceof ApiError ? failure.message : t("error.unknown"),
        });
      }
    }
  }

  return {
    uploads,
    busy: uploads.some((item) => item.error === null),
    start,
    dismiss: (key: string) => setUploads((list) => list.filter((item) => item.key !== key)),
  };
}
