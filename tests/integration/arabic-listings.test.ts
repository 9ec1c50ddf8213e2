import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keywordCondition } from '@/features/listings/api/search-conditions';
import { arabicSearchText } from '@/lib/arabic-search';
import type { TablesInsert } from '@/lib/database.types';
import { seededSearch } from './search-fixture.ts';

// A listing's Arabic title and description (title_ar, description_ar): the same bounds, grants
// and row-level security as the English ones, and a keyword search of them through the app's own
// query builder, folded the same way on both sides (ة/ه, أ/إ/آ/ا, ى/ي, no diacritics or tatweel).
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (see emulator.ts).

const search = seededSearch();
const { appIds } = search;
const SEED = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let permit = 0;
const listing = (extra: Partial<TablesInsert<'properties'>> = {}) =>
  ({
    id: randomUUID(),
    title: 'Sea-facing apartment on the Corniche',
    description: 'Two bedrooms with a wraparound balcony.',
    price: 1_900_000,
    address: 'Corniche Road, Tower 3',
    location: 'Corniche Area',
    bedrooms: 2,
    property_type: 'apartment',
    listing_type: 'sale',
    permit_number: `MDH-2026-${String(70000 + permit++)}`,
    ...extra,
  }) satisfies TablesInsert<'properties'>;

describe('title_ar and description_ar: bounds as title and description have them', () => {
  it('accepts none, or a title of 1 to 150 characters and a description of up to 5000', async () => {
    const owner = await search.emulator.signedInUser();
    for (const extra of [{}, { title_ar: 'ش' }, { title_ar: 'ش'.repeat(150), description_ar: 'و'.repeat(5000) }, { description_ar: '' }]) {
      const { error } = await owner.client.from('properties').insert(listing(extra));
      expect(error, JSON.stringify(extra).slice(0, 60)).toBeNull();
    }
  });

  it.each([
    ['an empty title', { title_ar: '' }, 'properties_title_ar_check'],
    ['a title of spaces only', { title_ar: '   ' }, 'properties_title_ar_check'],
    ['a title of 151 characters', { title_ar: 'ش'.repeat(151) }, 'properties_title_ar_check'],
    ['a description of 5001 characters', { description_ar: 'و'.repeat(5001) }, 'properties_description_ar_check'],
  ] as const)('refuses %s (insert and update)', async (_name, extra, constraint) => {
    const owner = await search.emulator.signedInUser();
    const inserted = await owner.client.from('properties').insert(listing(extra));
    expect(inserted.error?.code).toBe('23514');
    expect(inserted.error?.message).toContain(constraint);
    const row = listing();
    expect((await owner.client.from('properties').insert(row)).error).toBeNull();
    const updated = await owner.client.from('properties').update(extra).eq('id', row.id);
    expect(updated.error?.code).toBe('23514');
  });
});

describe('title_ar and description_ar: privileges and row-level security as title and description', () => {
  it('anon and authenticated have on them exactly the column privileges they have on title and description', async () => {
    const privileges = async (column: string) =>
      (
        await search.emulator.db.query<{ role: string; sel: boolean; ins: boolean; upd: boolean }>(
          `select r as role,
                  has_column_privilege(r, 'public.properties', $1, 'SELECT') as sel,
                  has_column_privilege(r, 'public.properties', $1, 'INSERT') as ins,
                  has_column_privilege(r, 'public.properties', $1, 'UPDATE') as upd
             from unnest(array['anon', 'authenticated']) r order by r`,
          [column],
        )
      ).rows;
    const title = await privileges('title');
    expect(title).toEqual([
      { role: 'anon', sel: true, ins: false, upd: false },
      { role: 'authenticated', sel: true, ins: true, upd: true },
    ]);
    expect(await privileges('title_ar')).toEqual(title);
    expect(await privileges('description_ar')).toEqual(await privileges('description'));
    // The derived Arabic vector is readable (the search filters on it) and writable by nobody.
    expect(await privileges('search_vector_ar')).toEqual(await privileges('search_vector'));
  });

  it('only the owner writes them: anon is refused, another user changes nothing, nobody writes search_vector_ar', async () => {
    const owner = await search.emulator.signedInUser();
    const other = await search.emulator.signedInUser();
    const row = listing({ title_ar: 'شقة على الكورنيش' });
    expect((await owner.client.from('properties').insert(row)).error).toBeNull();

    const byAnon = await search.emulator.client().from('properties').update({ title_ar: 'إعلان مزيف' }).eq('id', row.id);
    expect(byAnon.error?.code).toBe('42501');
    const byOther = await other.client.from('properties').update({ title_ar: 'إعلان مزيف', description_ar: 'نص مزيف' }).eq('id', row.id).select('id');
    expect(byOther.error).toBeNull();
    expect(byOther.data).toEqual([]);
    // Nor may anyone else insert a listing in the owner's name.
    const forged = await other.client.from('properties').insert({ ...listing({ title_ar: 'إعلان' }), user_id: owner.id } as TablesInsert<'properties'>);
    expect(forged.error).not.toBeNull();

    const byOwner = await owner.client.from('properties').update({ title_ar: 'شقة مجددة على الكورنيش', description_ar: 'غرفتا نوم' }).eq('id', row.id).select('title_ar, description_ar');
    expect(byOwner.error).toBeNull();
    expect(byOwner.data).toEqual([{ title_ar: 'شقة مجددة على الكورنيش', description_ar: 'غرفتا نوم' }]);

    // A generated column refuses any value but DEFAULT (428C9), the service role's too.
    // @ts-expect-error -- the types refuse a generated column (never)
    const vector = await owner.client.from('properties').update({ search_vector_ar: "'فيلا':1A" }).eq('id', row.id);
    expect(vector.error?.code).toBe('428C9');
    // @ts-expect-error -- as above
    const byService = await search.emulator.admin.from('properties').update({ search_vector_ar: "'فيلا':1A" }).eq('id', row.id);
    expect(byService.error?.code).toBe('428C9');
  });

  it('featuring a listing with Arabic text does not count as an edit (updated_at stays)', async () => {
    const before = await search.emulator.db.query<{ updated_at: string }>(`select updated_at::text from public.properties where id = $1`, [SEED(1)]);
    await search.emulator.db.query(`update public.properties set featured_until = featured_until + interval '1 day' where id = $1`, [SEED(1)]);
    const after = await search.emulator.db.query<{ updated_at: string }>(`select updated_at::text from public.properties where id = $1`, [SEED(1)]);
    expect(after.rows[0].updated_at).toBe(before.rows[0].updated_at);
    await search.emulator.db.query(`update public.properties set title_ar = title_ar || '.' where id = $1`, [SEED(1)]);
    const edited = await search.emulator.db.query<{ updated_at: string }>(`select updated_at::text from public.properties where id = $1`, [SEED(1)]);
    expect(edited.rows[0].updated_at).not.toBe(before.rows[0].updated_at);
    await search.emulator.db.query(`update public.properties set title_ar = left(title_ar, -1) where id = $1`, [SEED(1)]);
  });
});

describe('Arabic keyword search', () => {
  it('the database and the app fold Arabic by the same rule', async () => {
    const samples = [
      'شقة مطلة على البحر',
      'شُقَّةٌ مُطِلَّةٌ عَلَى البَحْرِ',
      'إطلالة أمامية آمنة ٱلبحر',
      'مستشفى قريب، مبنى على الخارطة',
      'فيــــلا مع مسبـــح',
      'ٰقرآنۖ مَدَّ',
      // Decomposed hamza (ا then U+0654), as some keyboards type it.
      'ا\u0654طلالة',
      'Sea View Café 2-Bedroom',
    ];
    for (const text of samples) {
      const { rows } = await search.emulator.db.query<{ folded: string }>('select public.arabic_search_text($1) as folded', [text]);
      expect(rows[0].folded, text).toBe(arabicSearchText(text));
    }
    expect(arabicSearchText('شُقَّةٌ مُطِلَّةٌ عَلَى البَحْرِ')).toBe('شقه مطله علي البحر');
  });

  it('finds a listing whose Arabic description says "شقة مطلة على البحر" by folded and unfolded words', async () => {
    const owner = await search.emulator.signedInUser();
    const row = listing({
      title: 'Bright apartment with a zanzibar wood terrace',
      description: 'Corner unit, high floor.',
      title_ar: 'شقة بتراس خشبي',
      description_ar: 'شقة مطلة على البحر في الطابق العاشر، مع إطلالة على الكورنيش.',
    });
    expect((await owner.client.from('properties').insert(row)).error).toBeNull();
    const found = async (keywords: string) => (await appIds({ keywords })).ids.includes(row.id);

    for (const keywords of ['شقه', 'شقة', 'مطله', 'مطلة', 'مُطِلّة', 'شقه مطله', 'اطلاله', 'إطلالة', 'الكورنيش', 'الطــابق', '"مطلة على البحر"']) {
      expect(await found(keywords), keywords).toBe(true);
    }
    // Every word must be there (websearch's AND), and a phrase needs its words together.
    expect(await found('شقة فيلا')).toBe(false);
    expect(await found('"البحر مطلة"')).toBe(false);
    expect(await found('شقة -البحر')).toBe(false);
    // English keywords still search the English text (stemmed), not the Arabic.
    expect(await found('zanzibar')).toBe(true);
    expect(await found('terraces')).toBe(true);
    expect(await found('villa')).toBe(false);

    // Editing the Arabic text moves what it is found by.
    expect((await owner.client.from('properties').update({ description_ar: 'فيلا على الشاطئ' }).eq('id', row.id)).error).toBeNull();
    expect(await found('مطلة')).toBe(false);
    expect(await found('فيلا')).toBe(true);
    expect((await owner.client.from('properties').update({ title_ar: null, description_ar: null }).eq('id', row.id)).error).toBeNull();
    expect(await found('شقة')).toBe(false);
  });

  it('finds the seeded Arabic listings by Arabic words, as SQL over the seed does, and English searches are unchanged', async () => {
    const arabic = await search.sqlIds(`p.search_vector_ar @@ websearch_to_tsquery('simple', public.arabic_search_text($1))`, { params: ['مطلة'] });
    expect(arabic).toContain(SEED(1)); // "مطلة على البحر" in its title
    expect((await appIds({ keywords: 'مطله' })).ids).toEqual(arabic);
    expect((await appIds({ keywords: 'شقة غرفتين' })).ids).toContain(SEED(1));
    // An English search finds what the English vector alone finds (no Arabic text has Latin words).
    for (const keywords of ['sea view', 'pool', '"sea view"', 'villa or townhouse', '-furnished']) {
      const english = await search.sqlIds(`p.search_vector @@ websearch_to_tsquery('english_unaccent', $1)`, { params: [keywords] });
      expect((await appIds({ keywords })).ids, keywords).toEqual(english);
    }
  });

  it('keeps commas, parentheses, quotes and backslashes in the words as words', async () => {
    for (const keywords of ['شقة, (مطلة)', 'pool,"gym', 'sea\\view', 'a"b\\"c', '(villa)']) {
      const { ids } = await appIds({ keywords });
      expect(Array.isArray(ids), keywords).toBe(true);
    }
    expect((await appIds({ keywords: 'شقة, (مطلة)' })).ids).toEqual((await appIds({ keywords: 'شقة مطلة' })).ids);
    expect(keywordCondition('a"b')).toContain('"a\\"b"');
  });

  it('is served by the GIN index of search_vector_ar', async () => {
    const plan = await search.emulator.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from public.properties
          where search_vector @@ websearch_to_tsquery('english_unaccent', $1)
             or search_vector_ar @@ websearch_to_tsquery('simple', $2)`,
        ['شقه', arabicSearchText('شقة')],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('properties_search_vector_ar_idx');
    expect(plan).toContain('properties_search_vector_idx');
  });
});
