import type { MediaSizes } from "../../../db/schema.ts";
import { mediaFileUrl } from "./media-files.ts";
import type { Media } from "./media-service.ts";

/**
 * The WordPress attachment object, as `POST /wp/v2/media` answers it. Listar apps read `id`
 * and `media_details.sizes.thumbnail` / `.full` (Flutter without null checks: both always exist).
 */
export function attachmentJson(item: Media, siteUrl: string) {
  const size = (name: keyof MediaSizes) => {
    const { file, width, height } = item.sizes[name];
    return {
      file,
      width,
      height,
      mime_type: item.mimeType,
      source_url: mediaFileUrl(siteUrl, item.directory, file),
    };
  };
  const full = size("full");
  return {
    id: item.id,
    date: item.createdAt.toISOString(),
    slug: full.file.replace(/\.\w+$/, ""),
    type: "attachment",
    title: { rendered: item.originalName },
    author: item.userId ?? 0,
    media_type: "image",
    mime_type: item.mimeType,
    source_url: full.source_url,
    media_details: {
      width: full.width,
      height: full.height,
      file: `${item.directory}/${full.file}`,
      sizes: { thumbnail: size("thumbnail"), medium: size("medium"), full },
    },
  };
}
