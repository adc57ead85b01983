// What other features may use of directory (docs/ARCHITECTURE.md, Layers).
// Nothing here may load a stylesheet: every feature importing this file would carry it.
export {
  DIRECTORY_QUERY_ROOT,
  type DirectoryImage,
  imageSchema,
  nextPage,
  numberish,
  paginationSchema,
  placeListItemSchema,
} from "./api/directory-schemas.ts";
export type { DirectoryScope } from "./api/directory-scope.ts";
export { usePlace } from "./api/get-place.ts";
export { useSaveToWishlist } from "./api/save-to-wishlist.ts";
export { EmptyState } from "./components/place-grid.tsx";
export type { MapTiles } from "./components/places-map.tsx";
export { mailtoHref, telHref } from "./place-contact.ts";
export { useDialogHistory } from "./use-dialog-history.ts";
