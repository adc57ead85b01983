/**
 * Links for a place's phone and WhatsApp numbers. Places are in Hong Kong, so a number of eight
 * digits is a local one and gets +852; a number with its country code keeps it.
 */
function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 8 ? `852${digits}` : digits;
}

export function telHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

export function whatsappHref(whatsapp: string): string | null {
  const digits = internationalDigits(whatsapp);
  return digits ? `https://wa.me/${digits}` : null;
}

/** A website as people read it: without the scheme, `www.` or a trailing slash. */
export function websiteLabel(url: string): string {
  return url
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

/** Only web addresses become links: a stored `javascript:` or other scheme never does. */
export function safeWebUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A map of the place on OpenStreetMap and Google Maps: plain links, no tiles loaded here. Without
 * a map point, Google Maps searches the address and OpenStreetMap is left out.
 */
export function mapLinks(place: {
  latitude: number | null;
  longitude: number | null;
  address: string;
}): { osm: string | null; google: string | null } {
  const { latitude, longitude, address } = place;
  if (latitude === null || longitude === null) {
    return {
      osm: null,
      google: address
        ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
        : null,
    };
  }
  return {
    osm: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`,
    google: `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`,
  };
}
