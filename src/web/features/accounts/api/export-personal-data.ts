import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import { personalDataFilename } from "../../../../shared/accounts/personal-data.ts";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";

/** Only what naming the file needs is checked; the rest is saved as the server wrote it. */
const exportShape = z.object({
  success: z.literal(true),
  data: z.object({
    exported_at: z.iso.datetime(),
    account: z.object({ username: z.string() }),
  }),
});

export interface PersonalDataFile {
  filename: string;
  text: string;
}

/**
 * `GET /{ns}/v1/auth/export`: everything the server holds about the account. Read through the
 * API client (the Authorization header, the session check, the loading overlay); the body is
 * kept whole, in its own key order, and named as the server's Content-Disposition names it.
 */
export async function exportPersonalData(client: ApiClient): Promise<PersonalDataFile> {
  const body = await client.request({
    path: "/{ns}/v1/auth/export",
    response: z.unknown(),
    loading: true,
  });
  const { data } = exportShape.parse(body);
  return {
    filename: personalDataFilename(data.account.username, new Date(data.exported_at)),
    text: `${JSON.stringify(body, null, 2)}\n`,
  };
}

/** Hands a file to the browser's downloads: a Blob behind a short-lived object URL. */
export function saveFile(file: PersonalDataFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let it live a little.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useExportPersonalData() {
  const client = useApiClient();
  return useMutation({
    mutationFn: () => exportPersonalData(client),
    onSuccess: saveFile,
  });
}
