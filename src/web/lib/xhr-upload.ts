export interface UploadCall {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Give up after this long without progress: a slow phone line may take longer in all. */
  idleTimeoutMs: number;
  onProgress(percent: number): void;
}

/** The raw answer, or null when none came (no connection, or stalled past the time-out). */
export type UploadTransport = (
  call: UploadCall,
) => Promise<{ status: number; text: string } | null>;

/** Whole percent sent, never past 100; 0 while the size is unknown. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** XMLHttpRequest, because fetch cannot report how much of a body has been sent. */
export const xhrUpload: UploadTransport = (call) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const armIdleTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => xhr.abort(), call.idleTimeoutMs);
    };
    const noAnswer = () => {
      clearTimeout(timer);
      resolve(null);
    };
    xhr.open("POST", call.url);
    for (const [name, value] of Object.entries(call.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      armIdleTimer();
      if (event.lengthComputable) call.onProgress(uploadPercent(event.loaded, event.total));
    };
    xhr.onprogress = armIdleTimer;
    xhr.onload = () => {
      clearTimeout(timer);
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = noAnswer;
    xhr.onabort = noAnswer;
    armIdleTimer();
    xhr.send(call.body);
  });
