import { useMutation } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";

const size = z.object({ source_url: z.string() });

// Listar apps read the id and these two sizes; we show the medium one as the preview.
const answer = z.object({
  id: z.number(),
  media_details: z.object({
    sizes: z.object({ thumbnail: size, medium: z.optional(size), full: size }),
  }),
});

export interface UploadedImage {
  id: number;
  previewUrl: string;
}

/** `POST /wp/v2/media` with the file under `file`, reporting the percentage sent. */
export async function uploadMedia(
  client: ApiClient,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> {
  const body = new FormData();
  body.set("file", file, file.name);
  const { id, media_details } = await client.upload({
    path: "/wp/v2/media",
    body,
    response: answer,
    onProgress,
  });
  const { medium, thumbnail } = media_details.sizes;
  return { id, previewUrl: (medium ?? thumbnail).source_url };
}

export function useUploadMedia(onProgress: (percent: number) => void) {
  const client = useApiClient();
  return useMutation({ mutationFn: (file: File) => uploadMedia(client, file, onProgress) });
}
