import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { attachmentSchema, type PlaceAttachment } from "./listing-schemas.ts";

const answer = z.object({ success: z.literal(true), data: attachmentSchema });

/** `POST /{ns}/v1/place/attachment` (a PDF menu, or a picture of one), reporting the percentage sent. */
export async function uploadAttachment(
  client: ApiClient,
  file: File,
  onProgress: (percent: number) => void,
): Promise<PlaceAttachment> {
  const body = new FormData();
  body.set("file", file, file.name);
  const { data } = await client.upload({
    path: "/{ns}/v1/place/attachment",
    body,
    response: answer,
    onProgress,
  });
  return data;
}
