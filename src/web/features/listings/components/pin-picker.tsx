import type * as Leaflet from "leaflet";
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { loadLeaflet } from "../../../lib/load-leaflet.ts";
import type { MapTiles } from "../../directory/index.ts";

export interface Pin {
  latitude: number | null;
  longitude: number | null;
}

/** Hong Kong's bounds, roughly: a pin outside them is a slip of the hand. */
const HK_BOUNDS = { south: 22.13, north: 22.57, west: 113.82, east: 114.45 };

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The place's pin: click the map or drag the pin; the coordinates can also be typed (the
 * keyboard's way). Leaflet comes in with the first render in the browser, as on the directory
 * screens, with a marker drawn in CSS (no image files to bundle).
 */
export function PinPicker(props: {
  tiles: MapTiles;
  center: [number, number];
  zoom: number;
  pin: Pin;
  onChange(pin: Pin): void;
  /** Above the map: a way to a first pin from the typed address. */
  finder?: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useRef<{
    L: typeof Leaflet;
    map: Leaflet.Map;
    marker: Leaflet.Marker | null;
  } | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const { tileUrl, attribution } = props.tiles;
  const label = t("listings.map.label");

  useEffect(() => {
    let cancelled = false;
    loadLeaflet().then(
      (L) => {
        const element = container.current;
        if (cancelled || !element) return;
        const { pin, center, zoom } = latest.current;
        const start: [number, number] =
          pin.latitude !== null && pin.longitude !== null ? [pin.latitude, pin.longitude] : center;
        const map = L.map(element, { center: start, zoom: pin.latitude !== null ? 16 : zoom });
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
        map.on("click", (event: Leaflet.LeafletMouseEvent) =>
          latest.current.onChange({
            latitude: round(event.latlng.lat),
            longitude: round(event.latlng.lng),
          }),
        );
        leaflet.current = { L, map, marker: null };
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
  }, [tileUrl, attribution]);

  const { latitude, longitude } = props.pin;
  useEffect(() => {
    const current = leaflet.current;
    if (!ready || !current) return;
    const { L, map } = current;
    if (latitude === null || longitude === null) {
      current.marker?.remove();
      current.marker = null;
      return;
    }
    const at: [number, number] = [latitude, longitude];
    if (current.marker) {
      current.marker.setLatLng(at);
    } else {
      current.marker = L.marker(at, {
        draggable: true,
        keyboard: false,
        icon: L.divIcon({ className: "lst-pin", iconSize: [28, 28], iconAnchor: [14, 28] }),
      }).addTo(map);
      current.marker.on("dragend", () => {
        const point = current.marker?.getLatLng();
        if (point)
          latest.current.onChange({ latitude: round(point.lat), longitude: round(point.lng) });
      });
    }
    if (!map.getBounds().contains(at)) map.panTo(at);
  }, [ready, latitude, longitude]);

  const outside =
    latitude !== null &&
    longitude !== null &&
    (latitude < HK_BOUNDS.south ||
      latitude > HK_BOUNDS.north ||
      longitude < HK_BOUNDS.west ||
      longitude > HK_BOUNDS.east);

  const typed = (value: string) => (value.trim() === "" ? null : Number(value));

  return (
    <div className="lst-pin-picker">
      <p className="app-field__hint" id={`${id}-hint`}>
        {t("listings.map.hint")}
      </p>
      {props.finder}
      {failed ? (
        <p className="app-card dir-warning">{t("listings.map.failed")}</p>
      ) : (
        <div ref={container} className="lst-map" role="application" aria-label={label} />
      )}
      <div className="lst-pair">
        <label className="app-field">
          <span className="app-field__label">{t("listings.map.latitude")}</span>
          <input
            className="app-field__input"
            type="number"
            step="any"
            inputMode="decimal"
            value={latitude ?? ""}
            aria-describedby={`${id}-hint`}
            onChange={(event) => props.onChange({ latitude: typed(event.target.value), longitude })}
          />
        </label>
        <label className="app-field">
          <span className="app-field__label">{t("listings.map.longitude")}</span>
          <input
            className="app-field__input"
            type="number"
            step="any"
            inputMode="decimal"
            value={longitude ?? ""}
            onChange={(event) => props.onChange({ latitude, longitude: typed(event.target.value) })}
          />
        </label>
      </div>
      {outside ? (
        <p className="app-field__hint lst-warning-text">{t("listings.map.outside")}</p>
      ) : null}
      {latitude !== null || longitude !== null ? (
        <button
          type="button"
          className="lst-link-button"
          onClick={() => props.onChange({ latitude: null, longitude: null })}
        >
          {t("listings.map.clear")}
        </button>
      ) : null}
    </div>
  );
}
