import type * as Leaflet from "leaflet";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { loadLeaflet } from "../../../lib/load-leaflet.ts";
import type { PlaceListItem } from "../api/directory-schemas.ts";
import type { MapBox } from "../api/get-map-places.ts";
import { placePoint } from "../place-contact.ts";

export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

/** Where the map opens when it has nothing to show: Hong Kong, harbour in the middle. */
const HONG_KONG: [number, number] = [22.32, 114.17];

export interface PlacesMapProps {
  tiles: MapTiles;
  places: readonly PlaceListItem[];
  /** Centre on one point (a place's own map) instead of fitting every marker. */
  focus?: { latitude: number; longitude: number } | null;
  /** Fit the view to the markers each time they change (not after a "search this area"). */
  fit?: boolean;
  selected?: number | null;
  onSelect?(id: number): void;
  /** The visitor moved the map: its new box. */
  onMoved?(box: MapBox): void;
  label: string;
}

const boxOf = (map: Leaflet.Map): MapBox => {
  const bounds = map.getBounds();
  return {
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
  };
};

/**
 * A Leaflet map of places as markers. Leaflet touches `window` when loaded, so it comes in
 * after the first render in the browser, never on the server, and only once the map is about
 * to scroll into view: a place's map at the foot of the screen costs its first paint nothing.
 */
export function PlacesMap(props: PlacesMapProps) {
  const { t } = useI18n();
  const container = useRef<HTMLElement>(null);
  const leaflet = useRef<{
    L: typeof Leaflet;
    map: Leaflet.Map;
    markers: Leaflet.LayerGroup;
  } | null>(null);
  const near = useNearViewport(container);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  // Moves the map makes itself (fitting results) are not the visitor's.
  const programmatic = useRef(false);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const { tileUrl, attribution } = props.tiles;
  const zoomIn = t("directory.map.zoomIn");
  const zoomOut = t("directory.map.zoomOut");

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    loadLeaflet().then(
      (L) => {
        const element = container.current;
        if (cancelled || !element) return;
        const map = L.map(element, { center: HONG_KONG, zoom: 11, zoomControl: false });
        L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
        const markers = L.layerGroup().addTo(map);
        // Only the visitor's own moves count: fitting the view to results is not "moved".
        map.on("dragend zoomend", () => {
          if (!leaflet.current || programmatic.current) return;
          latest.current.onMoved?.(boxOf(map));
        });
        leaflet.current = { L, map, markers };
        setReady(true);
      },
      (error: unknown) => {
        console.warn("Tablestart: the map could not be loaded", error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      leaflet.current?.map.remove();
      leaflet.current = null;
      setReady(false);
    };
  }, [near, tileUrl, attribution, zoomIn, zoomOut]);

  const { places, focus, fit, selected } = props;
  useEffect(() => {
    const current = leaflet.current;
    if (!ready || !current) return;
    const { L, map, markers } = current;
    markers.clearLayers();
    const points: [number, number][] = [];
    const style = getComputedStyle(map.getContainer());
    const fill = style.getPropertyValue("--color-action").trim() || "#2c5681";
    for (const place of places) {
      const point = placePoint(place.latitude, place.longitude);
      if (!point) continue;
      const at: [number, number] = [point.latitude, point.longitude];
      points.push(at);
      L.circleMarker(at, {
        radius: place.ID === selected ? 12 : 9,
        color: "#ffffff",
        weight: 2,
        fillColor: place.ID === selected ? "#e13c41" : fill,
        fillOpacity: 1,
      })
        .bindTooltip(textLabel(place.post_title))
        .on("click", () => latest.current.onSelect?.(place.ID))
        .addTo(markers);
    }
    programmatic.current = true;
    if (focus) map.setView([focus.latitude, focus.longitude], 16, { animate: false });
    else if (fit && points.length > 1)
      map.fitBounds(L.latLngBounds(points), { padding: [24, 24], animate: false });
    else if (fit && points.length === 1 && points[0])
      map.setView(points[0], 15, { animate: false });
    programmatic.current = false;
  }, [ready, places, focus, fit, selected]);

  if (failed) return <p className="app-card dir-warning">{t("directory.map.failed")}</p>;
  return <section ref={container} className="dir-map" aria-label={props.label} />;
}

/**
 * A title as Leaflet content that stays text: given a string, Leaflet sets it as HTML, and a
 * place's title is whatever its author typed (security review 2, §3).
 */
function textLabel(text: string): HTMLElement {
  const label = document.createElement("span");
  label.textContent = text;
  return label;
}

/** True from when the element comes within a screen's height of the viewport (at once without IntersectionObserver). */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
