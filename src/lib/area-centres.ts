import { areaDisplayName, locationKey } from './areas';

// The centre of each area the app knows: where the listing form's pin starts, and where the map
// opens for a search in that area. The seed's areas use the same centres (supabase/seed.sql,
// "Listing facts"); the rest are approximate community centres, close enough for a starting pin.

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Abu Dhabi island: where the pin starts for an area not in the table. */
export const DEFAULT_CENTRE: LatLng = { latitude: 24.4667, longitude: 54.3667 };

const CENTRES: Record<string, [number, number]> = {
  // The seed's areas.
  'Abu Dhabi Marina': [24.4766, 54.3224],
  'Al Bateen': [24.4575, 54.337],
  'Al Khalidiyah': [24.469, 54.348],
  'Al Maryah Island': [24.501, 54.389],
  'Al Raha Beach': [24.45, 54.598],
  'Al Reef': [24.449, 54.677],
  'Al Reem Island': [24.499, 54.406],
  'Arabian Ranches': [25.055, 55.269],
  'Business Bay': [25.186, 55.272],
  'Corniche Area': [24.476, 54.35],
  'Downtown Abu Dhabi': [24.49, 54.364],
  'Downtown Dubai': [25.195, 55.278],
  'Dubai Marina': [25.08, 55.14],
  'Hydra Village': [24.576, 54.732],
  JBR: [25.078, 55.134],
  'Jumeirah Village': [25.056, 55.208],
  'Khalifa City': [24.42, 54.578],
  'Masdar City': [24.427, 54.615],
  'Mina Zayed': [24.524, 54.379],
  'Mohammed Bin Zayed City': [24.348, 54.539],
  Mussafah: [24.352, 54.499],
  'Palm Jumeirah': [25.112, 55.139],
  'Saadiyat Island': [24.542, 54.433],
  'Yas Island': [24.488, 54.608],
  // The other Abu Dhabi communities of the location lists.
  'Abu Dhabi Gate City': [24.405, 54.495],
  'Al Falah': [24.451, 54.724],
  'Al Ghadeer': [24.826, 55.048],
  'Al Hudayriat Island': [24.415, 54.334],
  'Al Jubail Island': [24.54, 54.475],
  'Al Karamah': [24.471, 54.379],
  'Al Khatim': [24.2, 55.0],
  'Al Maqtaa': [24.406, 54.498],
  'Al Mushrif': [24.438, 54.385],
  'Al Nahyan': [24.46, 54.383],
  'Al Raha Gardens': [24.43, 54.597],
  'Al Rawdah': [24.432, 54.399],
  'Al Samha': [24.685, 54.755],
  'Al Shamkha': [24.385, 54.71],
  'Al Wahda': [24.47, 54.372],
  'Al Zahiyah': [24.493, 54.372],
  Baniyas: [24.311, 54.633],
  'Bloom Gardens': [24.441, 54.547],
  'Danet Abu Dhabi': [24.43, 54.437],
  'Eastern Mangroves': [24.458, 54.418],
  'Jumeirah at Saadiyat': [24.556, 54.447],
  'Madinat Zayed': [24.486, 54.372],
  'Nurai Island': [24.612, 54.488],
  Rabdan: [24.426, 54.46],
  'Ramhan Island': [24.57, 54.53],
  'Shakhbout City': [24.365, 54.633],
  'Tourist Club Area': [24.495, 54.379],
  'Yas Acres': [24.476, 54.621],
  'Yas Bay': [24.47, 54.608],
  'Zayed City': [24.399, 54.632],
  'Zayed Sports City': [24.417, 54.453],
  // The other Dubai communities.
  'Dubai Creek Harbour': [25.201, 55.347],
  'Dubai Hills Estate': [25.109, 55.245],
  Jumeirah: [25.208, 55.25],
  'Jumeirah Beach Residence': [25.078, 55.134],
  'Jumeirah Lake Towers': [25.069, 55.141],
  'Jumeirah Village Circle': [25.06, 55.209],
};

// Keyed by locationKey, so 'yas island' and 'Yas-Island' find Yas Island as the search does.
let byKey: Map<string, LatLng> | null = null;
const centresByKey = () =>
  (byKey ??= new Map(Object.entries(CENTRES).map(([name, [latitude, longitude]]) => [locationKey(name), { latitude, longitude }])));

/** The names the table covers (for tests). */
export const AREAS_WITH_CENTRES = Object.keys(CENTRES);

/** An area's centre, or null for an area the table does not know. */
export function areaCentre(location: string | null | undefined): LatLng | null {
  if (!location) return null;
  // A known area however it is named: 'yas island', or in Arabic 'جزيرة ياس'.
  return centresByKey().get(locationKey(location)) ?? centresByKey().get(locationKey(areaDisplayName(location))) ?? null;
}

/** How far apart two areas' centres may be for one to count as near the other. */
export const NEARBY_KM = 10;

/** The distance between two points in km (flat-earth; close enough within the UAE). */
function kmBetween(a: LatLng, b: LatLng): number {
  const dy = (a.latitude - b.latitude) * 110.6;
  const dx = (a.longitude - b.longitude) * 111.3 * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

/** The location keys of the other areas within NEARBY_KM of this one, nearest first; none for an area the table does not know. */
export function nearbyAreaKeys(location: string): string[] {
  const centre = areaCentre(location);
  if (!centre) return [];
  const own = new Set([locationKey(location), locationKey(areaDisplayName(location))]);
  return [...centresByKey()]
    .map(([key, point]) => ({ key, km: kmBetween(centre, point) }))
    .filter(({ key, km }) => !own.has(key) && km <= NEARBY_KM)
    .sort((a, b) => a.km - b.km || a.key.localeCompare(b.key))
    .map(({ key }) => key);
}
