import { readFileSync } from 'node:fs';
import { INDIAN_STATES, placeKey } from '../../../contract/indian-states';

/** Where a pincode is: its state, district and post-office areas (India Post's directory). */
export interface PincodePlace {
  state: (typeof INDIAN_STATES)[number];
  district: string;
  areas: string[];
}

type Directory = Record<string, [number, string, string]>;
let directory: Directory | null = null; // read-only: the generated directory, loaded once
let districtKeys: Set<string> | null = null; // read-only: derived from the directory once

// Read on the first address checked (2 MB), not at start.
function load(): Directory {
  directory ??= JSON.parse(readFileSync(new URL('../../generated/pincode-places.json', import.meta.url), 'utf8')) as Directory;
  return directory;
}

/** The place of a 6-digit pincode, or null when India Post has no such pincode. */
export function placeOf(pincode: string): PincodePlace | null {
  const entry = load()[pincode];
  if (!entry) return null;
  const [state, district, areas] = entry;
  return { state: INDIAN_STATES[state] as PincodePlace['state'], district, areas: areas.split('|') };
}

/** True when one name starts the other ("Bengaluru" and "Bengaluru Urban"), compared loosely. */
const sameName = (a: string, b: string) => {
  const [x, y] = [placeKey(a), placeKey(b)];
  return x.length > 0 && y.length > 0 && (x.startsWith(y) || y.startsWith(x));
};

/** Every district's key, to tell a city that names another district from a town not listed. */
function districts(): Set<string> {
  districtKeys ??= new Set(Object.values(load()).map(([, district]) => placeKey(district)));
  return districtKeys;
}

/**
 * What is wrong with an address's city and state for its pincode, or null. The state must be the
 * pincode's; a city is refused only when it names another district ("Bengaluru" for a Kochi
 * pincode), since towns and old names ("Bangalore") are not all in the directory.
 */
export function placeProblem(address: { city: string; state: string; pincode: string }): string | null {
  const place = placeOf(address.pincode);
  if (!place) return `Pincode ${address.pincode} does not exist. Please check it.`;
  if (placeKey(address.state) !== placeKey(place.state)) return `Pincode ${address.pincode} is in ${place.state}, not ${address.state}.`;
  const ours = sameName(address.city, place.district) || place.areas.some((area) => sameName(address.city, area));
  const key = placeKey(address.city);
  const elsewhere = [...districts()].some((district) => district.startsWith(key) || key.startsWith(district));
  if (!ours && elsewhere) return `Pincode ${address.pincode} is in ${place.district}, ${place.state}, not ${address.city}.`;
  return null;
}
