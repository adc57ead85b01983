import type { MediaSizes } from "../../../db/schema.ts";
import { mediaFileUrl } from "./media-files.ts";
import type { Media } from "./media-service.ts";

export interface ImageJson {
  id: number;
  full: { url: string };
  medium: { url: string };
  thumb: { url: string };
}

/** Listar's image object; Flutter indexes `full.url` and `thumb.url` without checks. */
export function imageJson(item: Media, siteUrl: string): ImageJson {
  const url = (size: keyof MediaSizes) =>
    mediaFileUrl(siteUrl, item.directory, item.sizes[size].file);
  return {
    id: item.id,
    full: { url: url("full") },
    medium: { url: url("medium") },
    thumb: { url: url("thumbnail") },
  };
}

/** The image a place or term without a photo shows: Listar's default, `id` 0. */
export function defaultImageJson(siteUrl: string): ImageJson {
  const url = `${siteUrl}/images/place-placeholder.svg`;
  return { id: 0, full: { url }, medium: { url }, thumb: { url } };
}
