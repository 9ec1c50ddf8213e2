import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commercialSearchHref } from '@/features/content/components/commercial-search';
import { COMMERCIAL_SECTORS, type CommercialSector } from '@/features/content/data/commercial';
import { COMMERCIAL, COMMERCIAL_TYPES, parseSearchQuery, toFilters, type SearchFilters, type SearchPropertyType } from '@/features/listings/search-params';
import { ANON_KEY, API_URL } from './emulator.ts';
import { seededSearch } from './search-fixture.ts';
import type { TablesInsert } from '@/lib/database.types';

// Keyword search (the generated `search_vector` column) and the commercial sectors, through the
// app's query builder, checked against the same filter written as SQL over the seed; then the
// emulator's full-text operators (fts, plfts, phfts, wfts) one by one, as PostgREST answers them.

const search = seededSearch();
const { sqlIds, appIds } = search;

const SEED = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COMMERCIAL_SQL = `p.property_type in (${COMMERCIAL_TYPES.map((t) => `'${t}'`).join(', ')})`;

const MATCHES = `p.search_vector @@ websearch_to_tsquery('english_unaccent', $1)`;
/** The words written in the title or description, accents and case ignored (the oracle for accent-free search). */
const WRITTEN = (pattern: string) =>
  `(extensions.unaccent(lower(p.title)) ~ '${pattern}' or extensions.unaccent(lower(p.description)) ~ '${pattern}')`;

interface Case {
  name: string;
  filters: SearchFilters;
  /** The filter as SQL; $1 is the keywords. */
  where: string;
  nonEmpty?: boolean;
}

const KEYWORD_CASES: Case[] = [
  { name: "'pool' alone", filters: { keywords: 'pool' }, where: MATCHES },
  { name: "'pools' (stemmed to pool)", filters: { keywords: 'pools' }, where: MATCHES },
  { name: "'sea view' alone", filters: { keywords: 'sea view' }, where: MATCHES },
  { name: "'\"sea view\"' (a phrase)", filters: { keywords: '"sea view"' }, where: MATCHES },
  { name: "\"maid's room\" alone", filters: { keywords: "maid's room" }, where: MATCHES },
  { name: "'villa or townhouse garden'", filters: { keywords: 'villa or townhouse garden' }, where: MATCHES },
  { name: "'pool -furnished' (a word left out)", filters: { keywords: 'pool -furnished' }, where: MATCHES },
  { name: 'a word no listing has', filters: { keywords: 'helipad' }, where: MATCHES, nonEmpty: false },
  { name: 'stop words only (no condition at all)', filters: { keywords: 'the and of' }, where: MATCHES, nonEmpty: false },
  // With the other filters.
  { name: "'pool' in Saadiyat", filters: { keywords: 'pool', location: 'saadiyat' }, where: `${MATCHES} and p.location_key like '%saadiyat%'` },
  {
    name: "'sea view' apartments for sale, 1M to 4M, 2 to 3 bedrooms",
    filters: { keywords: 'sea view', type: 'sale', property_type: 'apartment', min_price: 1_000_000, max_price: 4_000_000, min_bedrooms: 2, max_bedrooms: 3 },
    where: `${MATCHES} and p.listing_type = 'sale' and p.property_type = 'apartment' and p.price between 1000000 and 4000000 and p.bedrooms between 2 and 3`,
  },
  {
    name: "\"maid's room\" with 3+ bedrooms for sale",
    filters: { keywords: "maid's room", type: 'sale', min_bedrooms: 3 },
    where: `${MATCHES} and p.listing_type = 'sale' and p.bedrooms >= 3`,
  },
  {
    name: "\"maid's room\" with 3+ bedrooms for sale, under offer included",
    filters: { keywords: "maid's room", type: 'sale', min_bedrooms: 3, include_under_offer: true },
    where: `${MATCHES} and p.listing_type = 'sale' and p.bedrooms >= 3`,
  },
  {
    name: "'pool' to rent up to 200,000 a year",
    filters: { keywords: 'pool', type: 'rent', max_price: 200_000 },
    where: `${MATCHES} and p.listing_type = 'rent' and p.price <= 200000`,
  },
  { name: "'pool' villas", filters: { keywords: 'pool', property_type: 'villa' }, where: `${MATCHES} and p.property_type = 'villa'` },
  { name: "'sea view' in commercial", filters: { keywords: 'sea view', property_type: COMMERCIAL }, where: `${MATCHES} and ${COMMERCIAL_SQL}` },
  {
    name: "'mezzanine' commercial to rent",
    filters: { keywords: 'mezzanine', property_type: COMMERCIAL, type: 'rent' },
    where: `${MATCHES} and ${COMMERCIAL_SQL} and p.listing_type = 'rent'`,
  },
  { name: "'loading' in Mussafah", filters: { keywords: 'loading', location: 'Mussafah' }, where: `${MATCHES} and p.location_key like '%mussafah%'` },
];

describe('keyword search: the app query selects exactly what SQL over the seed selects', () => {
  it.each(KEYWORD_CASES)('$name', async ({ filters, where, nonEmpty = true }) => {
    const expected = await sqlIds(where, { params: [filters.keywords], includeUnderOffer: filters.include_under_offer });
    if (nonEmpty) expect(expected.length).toBeGreaterThan(0);
    else expect(expected).toEqual([]);
    const { ids, count } = await appIds(filters);
    expect(ids).toEqual(expected);
    expect(count).toBe(expected.length);
  });

  it('searches the title and the description, stemmed', async () => {
    // 'Sea-View' is only in listing 1's title; 'infinity pool' only in its description.
    expect((await appIds({ keywords: 'sea-view' })).ids).toContain(SEED(1));
    expect((await appIds({ keywords: 'infinity pools' })).ids).toContain(SEED(1));
    expect((await appIds({ keywords: 'pools' })).ids).toEqual((await appIds({ keywords: 'pool' })).ids);
  });

  it('ignores accents on both sides: cafe finds Café, café finds cafe', async () => {
    // Every listing with 'cafe' or 'cafes' in its text, however written (café, Café, cafés).
    const expected = new Set(await sqlIds(WRITTEN('\\mcafes?\\M')));
    expect(expected.size).toBeGreaterThanOrEqual(6);
    expect(expected).toContain(SEED(4)); // 'Waterfront Café Unit on the Marina Walk'
    for (const keywords of ['cafe', 'café', 'CAFÉ', 'cafes', 'cafés']) {
      const { ids, count } = await appIds({ keywords });
      expect(new Set(ids), keywords).toEqual(expected);
      expect(count).toBe(expected.size);
    }
    // Accents the listing does not have are ignored too ('pôol' is 'pool').
    expect((await appIds({ keywords: 'pôol' })).ids).toEqual((await appIds({ keywords: 'pool' })).ids);
  });

  it('a quoted phrase needs the words together; unquoted, anywhere', async () => {
    // Listing 43 has "views over Emirates Palace and the open sea": both words, not the phrase.
    const words = await appIds({ keywords: 'sea view' });
    const phrase = await appIds({ keywords: '"sea view"' });
    expect(words.ids).toContain(SEED(43));
    expect(phrase.ids).not.toContain(SEED(43));
    expect(phrase.ids.every((id) => words.ids.includes(id))).toBe(true);
  });
});

describe('commercial search', () => {
  it.each<SearchPropertyType>([COMMERCIAL, ...COMMERCIAL_TYPES])('%s returns only commercial types, as SQL over the seed does', async (sector) => {
    const where = sector === COMMERCIAL ? COMMERCIAL_SQL : `p.property_type = '${sector}'`;
    for (const include_under_offer of [undefined, true] as const) {
      const expected = await sqlIds(where, { includeUnderOffer: include_under_offer });
      expect(expected.length).toBeGreaterThan(0);
      const { ids, types, count } = await appIds({ property_type: sector, include_under_offer });
      expect(ids).toEqual(expected);
      expect(count).toBe(expected.length);
      expect(types.every((t) => (COMMERCIAL_TYPES as readonly string[]).includes(t))).toBe(true);
      if (sector !== COMMERCIAL) expect(new Set(types)).toEqual(new Set([sector]));
    }
  });

  it('finds the seeded commercial listings by sector, area and sale or rent', async () => {
    const ids = async (filters: SearchFilters) => new Set((await appIds(filters)).ids);
    // Offices to rent on Al Reem Island: Tamouh Tower (82) and Addax Tower (81).
    expect(await ids({ property_type: 'office', location: 'Al Reem Island', type: 'rent' })).toEqual(new Set([SEED(81), SEED(82)]));
    expect(await ids({ property_type: 'office', location: 'Al Maryah Island', type: 'sale' })).toContain(SEED(83));
    expect(await ids({ property_type: 'retail', location: 'Al Reem Island', type: 'rent' })).toEqual(new Set([SEED(30), SEED(84)]));
    // Warehouses: the one to rent is available, the one for sale under offer.
    expect(await ids({ property_type: 'warehouse' })).toEqual(new Set([SEED(85)]));
    expect(await ids({ property_type: 'warehouse', include_under_offer: true })).toEqual(new Set([SEED(85), SEED(86)]));
    expect(await ids({ property_type: COMMERCIAL, location: 'Mussafah', type: 'rent' })).toEqual(new Set([SEED(85)]));
    expect(await ids({ property_type: 'land', type: 'rent' })).toEqual(new Set([SEED(87)]));
    expect(await ids({ property_type: COMMERCIAL, location: 'Khalifa City', type: 'rent' })).toEqual(new Set([SEED(35), SEED(88)]));
    const all = await ids({ property_type: COMMERCIAL, include_under_offer: true });
    for (let n = 82; n <= 88; n++) expect(all).toContain(SEED(n));
  });

  // The sector buttons of /commercial-property, through the page's own URL builder and the search's
  // URL parser, against what each sector names written as SQL.
  const SECTOR_SQL: Record<CommercialSector, string> = {
    'Any sector': COMMERCIAL_SQL,
    Offices: `p.property_type = 'office'`,
    Retail: `p.property_type = 'retail'`,
    'Leisure / Hospitality': `p.property_type = 'retail' and ${WRITTEN('\\m(cafes?|restaurants?|hotels?|leisure)\\M')}`,
    'Industrial / Warehousing': `p.property_type = 'warehouse'`,
    'Land / Development': `p.property_type = 'land'`,
    // Listings of a type no other sector names: the types the database allows beyond those.
    Other: `p.property_type not in ('apartment', 'villa', 'townhouse', 'penthouse', 'office', 'retail', 'warehouse', 'land')`,
  };
  const sectorIds = async (sector: CommercialSector, mode: 'rent' | 'sale') => {
    const href = commercialSearchHref('', mode, sector);
    return appIds(toFilters(parseSearchQuery(href.slice(href.indexOf('?') + 1))));
  };

  it.each(COMMERCIAL_SECTORS.flatMap((sector) => (['rent', 'sale'] as const).map((mode) => ({ sector, mode }))))(
    'sector $sector ($mode) finds what it names, as SQL over the seed does',
    async ({ sector, mode }) => {
      const expected = await sqlIds(`${SECTOR_SQL[sector]} and p.listing_type = '${mode}'`);
      // The seed's one warehouse for sale is under offer; Other has nothing to find (see below).
      if (sector !== 'Other' && !(sector === 'Industrial / Warehousing' && mode === 'sale')) expect(expected.length).toBeGreaterThan(0);
      const { ids, count } = await sectorIds(sector, mode);
      expect(ids).toEqual(expected);
      expect(count).toBe(expected.length);
    },
  );

  it('Leisure / Hospitality finds the café, restaurant units; Other only what no other sector covers', async () => {
    expect((await sectorIds('Leisure / Hospitality', 'rent')).ids).toContain(SEED(4)); // Waterfront Café Unit
    expect((await sectorIds('Leisure / Hospitality', 'sale')).ids).toContain(SEED(19)); // Waterfront Restaurant Unit
    for (const mode of ['rent', 'sale'] as const) {
      const covered = new Set<string>();
      for (const sector of ['Offices', 'Retail', 'Leisure / Hospitality', 'Industrial / Warehousing', 'Land / Development'] as const) {
        for (const id of (await sectorIds(sector, mode)).ids) covered.add(id);
      }
      const any = (await sectorIds('Any sector', mode)).ids;
      const other = (await sectorIds('Other', mode)).ids;
      expect(other.filter((id) => covered.has(id))).toEqual([]);
      expect(new Set([...covered, ...other])).toEqual(new Set(any));
    }
  });

  it('seeds commercial listings without bedrooms, and rents as yearly amounts', async () => {
    const { rows } = await search.emulator.db.query<{ bedrooms: number | null; price: string | null; listing_type: string; property_type: string }>(
      `select bedrooms, price, listing_type, property_type from public.properties where property_type = any($1)`,
      [[...COMMERCIAL_TYPES]],
    );
    expect(new Set(rows.map((r) => r.property_type))).toEqual(new Set(COMMERCIAL_TYPES));
    expect(rows.every((r) => r.bedrooms === null)).toBe(true);
    const rents = rows.filter((r) => r.listing_type === 'rent').map((r) => Number(r.price));
    expect(rents.length).toBeGreaterThan(5);
    expect(rents.every((rent) => rent >= 25_000 && rent <= 500_000)).toBe(true);
  });
});

// --- The emulator's PostgREST full-text operators -----------------------------------------------

const rest = (query: string) =>
  search.emulator.fetchFrom(
    new Request(`${API_URL}/rest/v1/properties?select=id&order=id&${query}`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` } }),
  );

async function plainIds(where: string, params: unknown[] = []) {
  const { rows } = await search.emulator.db.query<{ id: string }>(`select id from public.properties where ${where} order by id`, params);
  return rows.map((r) => r.id);
}

describe('full-text operators', () => {
  const anon = () => search.emulator.client().from('properties').select('id').order('id');

  const ts = (query: string, options: { type?: 'plain' | 'phrase' | 'websearch'; config?: string } = {}) =>
    anon().textSearch('search_vector', query, options);
  const english = { config: 'english' };

  it.each([
    ['fts without config', () => ts('pool'), 'search_vector @@ to_tsquery($1)', ['pool']],
    ['fts(english), & and <->', () => ts('pool & sea <-> view', english), `search_vector @@ to_tsquery('english', $1)`, ['pool & sea <-> view']],
    ['plfts', () => ts('sea views', { ...english, type: 'plain' }), `search_vector @@ plainto_tsquery('english', $1)`, ['sea views']],
    ['phfts', () => ts('sea view', { ...english, type: 'phrase' }), `search_vector @@ phraseto_tsquery('english', $1)`, ['sea view']],
    [
      'wfts with a phrase and a minus',
      () => ts('"sea view" -office', { ...english, type: 'websearch' }),
      `search_vector @@ websearch_to_tsquery('english', $1)`,
      ['"sea view" -office'],
    ],
    ['wfts without config', () => ts('pool', { type: 'websearch' }), 'search_vector @@ websearch_to_tsquery($1)', ['pool']],
    ['not.fts', () => anon().not('search_vector', 'fts(english)', 'pool'), `not (search_vector @@ to_tsquery('english', $1))`, ['pool']],
    ['not.wfts', () => anon().not('search_vector', 'wfts', 'sea view'), 'not (search_vector @@ websearch_to_tsquery($1))', ['sea view']],
    [
      'inside or=',
      () => anon().or(`search_vector.wfts(english).maid's room,property_type.eq.warehouse`),
      `search_vector @@ websearch_to_tsquery('english', $1) or property_type = 'warehouse'`,
      ["maid's room"],
    ],
    [
      'negated inside or=, and inside and(...)',
      () => anon().or('and(search_vector.plfts(english).pool,listing_type.eq.rent),search_vector.not.phfts.sea view'),
      `(search_vector @@ plainto_tsquery('english', $1) and listing_type = 'rent') or not (search_vector @@ phraseto_tsquery($2))`,
      ['pool', 'sea view'],
    ],
    [
      'on a text column (to_tsvector applied)',
      () => anon().textSearch('description', 'pool', { ...english, type: 'websearch' }),
      `to_tsvector('english', description) @@ websearch_to_tsquery('english', $1)`,
      ['pool'],
    ],
  ] as const)('%s', async (_name, query, where, params) => {
    const { data, error } = await query();
    expect(error).toBeNull();
    const expected = await plainIds(where, [...params]);
    expect(expected.length).toBeGreaterThan(0);
    expect(data!.map((r) => r.id)).toEqual(expected);
  });

  it('keeps the double quotes of a top-level value (a websearch phrase); a logic tree may quote its value', async () => {
    const phrase = await rest(`search_vector=wfts(english).${encodeURIComponent('"sea view"')}`);
    expect(phrase.status).toBe(200);
    const expectedPhrase = await plainIds(`search_vector @@ websearch_to_tsquery('english', '"sea view"')`);
    expect(((await phrase.json()) as { id: string }[]).map((r) => r.id)).toEqual(expectedPhrase);
    expect(expectedPhrase).not.toEqual(await plainIds(`search_vector @@ websearch_to_tsquery('english', 'sea view')`));

    const quoted = await rest(`or=${encodeURIComponent('(search_vector.plfts(english)."pool, gym",property_type.eq.land)')}`);
    expect(quoted.status).toBe(200);
    const expected = await plainIds(`search_vector @@ plainto_tsquery('english', 'pool, gym') or property_type = 'land'`);
    expect(((await quoted.json()) as { id: string }[]).map((r) => r.id)).toEqual(expected);
  });

  it('binds the value: quotes and SQL in it are only words to search for', async () => {
    const res = await rest(`search_vector=wfts(english).${encodeURIComponent(`pool'); drop table public.properties; --`)}`);
    expect(res.status).toBe(200);
    const { rows } = await search.emulator.db.query<{ n: number }>('select count(*)::int as n from public.properties');
    expect(rows[0].n).toBeGreaterThan(80);
  });

  it('a malformed tsquery is a 400 with the Postgres error, not a 500', async () => {
    const malformed = ['fts.a%20%26', 'fts(english).%26%26', 'not.fts(english).(pool'].map((f) => `search_vector=${f}`);
    for (const query of [...malformed, 'or=(search_vector.fts.a%20%26,id.is.null)']) {
      const res = await rest(query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { code: string }).code, query).toBe('42601');
    }
    const { error, status } = await search.emulator.client().from('properties').select('id').textSearch('search_vector', 'sea & & view');
    expect(status).toBe(400);
    expect(error?.code).toBe('42601');
  });

  it('refuses a configuration that is not a name, and answers 400 for one that does not exist', async () => {
    const malformed = await rest(`search_vector=fts(${encodeURIComponent("english'")}).pool`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe('PGRST100');
    const unknown = await rest('search_vector=wfts(klingon).pool');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { code: string }).code).toBe('42704');
  });
});

describe('search_vector is kept by Postgres and written by no one', () => {
  it('a listing inserted or edited through the API is found by a word of its description', async () => {
    const owner = await search.emulator.signedInUser();
    const id = randomUUID();
    const inserted = await owner.client.from('properties').insert({
      id,
      title: 'Garden villa in Al Reef',
      description: 'Quiet corner plot with a zebrawood pergola and a vegetable garden.',
      price: 2_100_000,
      address: '3 Palm Street',
      location: 'Al Reef',
      bedrooms: 4,
      property_type: 'villa',
      listing_type: 'sale',
      permit_number: 'MDH-2025-90001',
    });
    expect(inserted.error).toBeNull();
    const found = async (keywords: string) => (await appIds({ keywords })).ids.includes(id);
    expect(await found('zebrawood')).toBe(true);
    expect(await found('pergolas')).toBe(true);

    const edited = await owner.client.from('properties').update({ description: 'Quiet corner plot with a teak pergola.' }).eq('id', id);
    expect(edited.error).toBeNull();
    expect(await found('zebrawood')).toBe(false);
    expect(await found('teak')).toBe(true);
    const retitled = await owner.client.from('properties').update({ title: 'Orchard villa in Al Reef' }).eq('id', id);
    expect(retitled.error).toBeNull();
    expect(await found('orchard')).toBe(true);
    expect(await found('garden')).toBe(false);

    const { data } = await search.emulator.client().from('properties').select('search_vector').eq('id', id).single();
    expect(data!.search_vector).toContain("'orchard':1A");
  });

  it('anon and authenticated may read and filter search_vector but never write it; Postgres refuses any writer', async () => {
    const { rows } = await search.emulator.db.query<{ role: string; sel: boolean; ins: boolean; upd: boolean }>(
      `select r as role,
              has_column_privilege(r, 'public.properties', 'search_vector', 'SELECT') as sel,
              has_column_privilege(r, 'public.properties', 'search_vector', 'INSERT') as ins,
              has_column_privilege(r, 'public.properties', 'search_vector', 'UPDATE') as upd
         from unnest(array['anon', 'authenticated']) r order by r`,
    );
    expect(rows).toEqual([
      { role: 'anon', sel: true, ins: false, upd: false },
      { role: 'authenticated', sel: true, ins: false, upd: false },
    ]);

    const owner = await search.emulator.signedInUser();
    const id = randomUUID();
    const row = {
      id,
      title: 'Loft apartment',
      address: '9 Canal Walk',
      location: 'Al Reem Island',
      property_type: 'apartment',
      listing_type: 'rent',
      price: 90_000,
      permit_number: 'MDH-2025-90002',
    } satisfies TablesInsert<'properties'>;
    // A generated column refuses any value but DEFAULT (428C9) before privileges are checked.
    // @ts-expect-error -- the types refuse a generated column too (never)
    const forged = await owner.client.from('properties').insert({ ...row, search_vector: "'penthouse':1A" });
    expect(forged.error?.code).toBe('428C9');
    expect((await owner.client.from('properties').insert(row)).error).toBeNull();
    // @ts-expect-error -- as above
    const overwritten = await owner.client.from('properties').update({ search_vector: "'penthouse':1A" }).eq('id', id);
    expect(overwritten.error?.code).toBe('428C9');
    // @ts-expect-error -- as above
    const byService = await search.emulator.admin.from('properties').update({ search_vector: "'penthouse':1A" }).eq('id', id);
    expect(byService.error?.code).toBe('428C9');
    expect((await appIds({ keywords: 'loft' })).ids).toContain(id);
    expect((await appIds({ keywords: 'penthouse' })).ids).not.toContain(id);
  });

  it('accepts warehouse as a property type, and nothing outside the list', async () => {
    const owner = await search.emulator.signedInUser();
    const base = { title: 'Cold store', address: 'M-40, Plot 3', location: 'Mussafah', listing_type: 'rent' as const, price: 240_000 };
    const ok = await owner.client.from('properties').insert({ ...base, id: randomUUID(), property_type: 'warehouse', permit_number: 'MDH-2025-90003' });
    expect(ok.error).toBeNull();
    // @ts-expect-error -- not a property type, which the types (from the CHECK) refuse too
    const bad = await owner.client.from('properties').insert({ ...base, id: randomUUID(), property_type: 'hangar', permit_number: 'MDH-2025-90004' });
    expect(bad.error?.code).toBe('23514');
  });
});
