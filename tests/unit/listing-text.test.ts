import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { keywordCondition } from '@/features/listings/api/search-conditions';
import { saveListingKind } from '@/features/listings/api/save-listing-kind';
import { listingWrites } from '@/features/listings/api/submit-listing';
import { discardDraft, draftOf, saveDraftValues } from '@/features/listings/form/draft';
import { emptyListing, listingRow, listingSchema, type ListingFormValues } from '@/features/listings/form/listing-schema';
import { listingDescription, listingTextProps, listingTitle } from '@/lib/listing-text';
import { arabicSearchText } from '@/lib/arabic-search';
import { currentPayload } from '@/offline/write-kind';
import { activateShared } from './i18n';

// A listing's Arabic title and description: the search's folding of Arabic, the one helper that
// picks the text a page shows, and the form's rules, draft and outbox write for the Arabic fields.

await activateShared('en');

describe('arabicSearchText: Arabic folded as the database folds it', () => {
  it.each([
    ['teh marbuta to heh', 'شقة مطلة', 'شقه مطله'],
    ['alef with hamza above, below, madda and wasla to bare alef', 'أإآٱ', 'اااا'],
    ['alef maksura to yeh', 'على مستشفى', 'علي مستشفي'],
    ['harakat, shadda and tanween removed', 'شُقَّةٌ مُطِلَّةٌ', 'شقه مطله'],
    ['tatweel removed', 'فيــــلا', 'فيلا'],
    ['superscript alef and Quranic marks removed', 'رَحْمٰن ۖ', 'رحمن '],
    ['a decomposed hamza (alef then U+0654) is bare alef', 'ا\u0654طلالة', 'اطلاله'],
  ])('%s', (_, text, folded) => {
    expect(arabicSearchText(text)).toBe(folded);
  });

  it('leaves Latin, digits and other scripts as they are (the English search has its own rules)', () => {
    expect(arabicSearchText('Sea View Café, 2-Bedroom ٢')).toBe('Sea View Café, 2-Bedroom ٢');
    // Persian yeh and keheh are other letters, not variants the search folds.
    expect(arabicSearchText('ی ک')).toBe('ی ک');
  });

  it('is what the keyword search sends: Arabic words folded to the Arabic vector, others as typed to the English one', () => {
    expect(keywordCondition('شقة مُطِلّة')).toBe('search_vector_ar.wfts(simple)."شقه مطله"');
    expect(keywordCondition('villa مسبح')).toBe('search_vector.wfts(english_unaccent)."villa مسبح",search_vector_ar.wfts(simple)."villa مسبح"');
    // Quotes stay websearch phrases; a backslash (no websearch meaning) cannot end the quoting.
    expect(keywordCondition('"sea view" \\')).toBe('search_vector.wfts(english_unaccent)."\\"sea view\\"  "');
    // Exclusions alone are asked of the English text only (an empty Arabic vector would let every listing through).
    expect(keywordCondition('-furnished')).toBe('search_vector.wfts(english_unaccent)."-furnished"');
  });
});

describe('listingTitle and listingDescription: the listing in the page\'s language', () => {
  const both = { title: 'Sea-view apartment', title_ar: 'شقة مطلة على البحر', description: 'Two bedrooms.', description_ar: 'غرفتا نوم.' };
  const english = { title: 'Sea-view apartment', title_ar: null, description: 'Two bedrooms.', description_ar: null };

  it('Arabic pages show the Arabic where the listing has it', () => {
    expect(listingTitle(both, 'ar')).toEqual({ text: 'شقة مطلة على البحر', lang: 'ar' });
    expect(listingDescription(both, 'ar')).toEqual({ text: 'غرفتا نوم.', lang: 'ar' });
  });

  it('Arabic pages show the English, as English, where it has none (null, blank, or read by an older build without the columns)', () => {
    expect(listingTitle(english, 'ar')).toEqual({ text: 'Sea-view apartment', lang: 'en' });
    expect(listingTitle({ title: 'Villa', title_ar: '   ' }, 'ar')).toEqual({ text: 'Villa', lang: 'en' });
    expect(listingTitle({ title: 'Villa' }, 'ar')).toEqual({ text: 'Villa', lang: 'en' });
    expect(listingDescription(english, 'ar')).toEqual({ text: 'Two bedrooms.', lang: 'en' });
    expect(listingDescription({ description: null, description_ar: null }, 'ar')).toEqual({ text: '', lang: 'en' });
    // An Arabic description alone still shows on the Arabic page; the English one has none.
    expect(listingDescription({ description: null, description_ar: 'وصف' }, 'ar')).toEqual({ text: 'وصف', lang: 'ar' });
    expect(listingDescription({ description: null, description_ar: 'وصف' }, 'en')).toEqual({ text: '', lang: 'en' });
  });

  it('English pages always show the English', () => {
    expect(listingTitle(both, 'en')).toEqual({ text: 'Sea-view apartment', lang: 'en' });
    expect(listingDescription(both, 'en')).toEqual({ text: 'Two bedrooms.', lang: 'en' });
  });

  it('marks text in another language than the page\'s with its language; its direction is always its own', () => {
    expect(listingTextProps(listingTitle(english, 'ar'), 'ar')).toEqual({ lang: 'en', dir: 'auto' });
    expect(listingTextProps(listingTitle(both, 'ar'), 'ar')).toEqual({ dir: 'auto' });
    expect(listingTextProps(listingTitle(both, 'en'), 'en')).toEqual({ dir: 'auto' });
  });
});

describe('the form\'s Arabic title and description', () => {
  const valid: ListingFormValues = { ...emptyListing, title: 'Villa', price: '4,200,000', location: 'Saadiyat Island', address: '7 Dune Road', permit_number: 'MDH-1' };
  const messages = (over: Partial<ListingFormValues>) => listingSchema.safeParse({ ...valid, ...over }).error?.issues.map((i) => i.message) ?? [];

  it('are optional, and bounded as the English ones (and the database) are', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ title_ar: 'ش'.repeat(150), description_ar: 'و'.repeat(5000) })).toEqual([]);
    expect(messages({ title_ar: 'ش'.repeat(151) })).toEqual(['Arabic title must be less than 150 characters']);
    expect(messages({ description_ar: 'و'.repeat(5001) })).toEqual(['Arabic description must be less than 5000 characters']);
    // Counted once trimmed, as the database counts the title.
    expect(messages({ title_ar: ` ${'ش'.repeat(150)} ` })).toEqual([]);
  });

  it('are written trimmed, and as null when left empty (the database refuses an empty Arabic title)', () => {
    expect(listingRow(valid)).toMatchObject({ title_ar: null, description_ar: null });
    expect(listingRow({ ...valid, title_ar: '   ', description_ar: '\n' })).toMatchObject({ title_ar: null, description_ar: null });
    expect(listingRow({ ...valid, title_ar: ' فيلا على الشاطئ ', description_ar: ' خمس غرف نوم ' })).toMatchObject({ title_ar: 'فيلا على الشاطئ', description_ar: 'خمس غرف نوم' });
  });

  it('are kept in the draft on the device, and a draft saved before them opens with them empty', async () => {
    const base = { id: crypto.randomUUID(), userKey: 'user-a', isNew: true, baseUpdatedAt: null };
    await saveDraftValues(base, { ...valid, title_ar: 'فيلا', description_ar: 'وصف الفيلا' });
    // Read back as a reload reads it (the form opens from { ...emptyListing, ...draft.values }).
    const stored = await draftOf(base.id);
    expect({ ...emptyListing, ...stored!.values }).toMatchObject({ title_ar: 'فيلا', description_ar: 'وصف الفيلا' });
    await saveDraftValues(base, { ...valid, title_ar: 'فيلا معدلة', description_ar: '' });
    expect((await draftOf(base.id))!.values).toMatchObject({ title_ar: 'فيلا معدلة', description_ar: '' });
    await discardDraft(base.id);

    const older = { ...valid } as Partial<ListingFormValues>;
    delete older.title_ar;
    delete older.description_ar;
    expect(listingSchema.safeParse({ ...emptyListing, ...older }).success).toBe(true);
  });

  it('go in the listing\'s one save write (version 3); older entries without them leave the Arabic as the server has it', () => {
    const values = { ...valid, title_ar: 'فيلا', description_ar: '<b>وصف</b>' };
    const draft = { id: crypto.randomUUID(), userKey: 'user-a', isNew: true, baseUpdatedAt: null, values, photos: [], updatedAt: 1 };
    const [save, ...rest] = listingWrites({ draft, values });
    expect(rest).toEqual([]);
    const entry = save.toEntry('user-a');
    expect(entry).toMatchObject({ kind: saveListingKind.name, version: 3 });
    // Plain text, as the English fields are.
    expect((entry.payload as { row: object }).row).toMatchObject({ title: 'Villa', title_ar: 'فيلا', description_ar: 'وصف' });

    const v2Row = { ...listingRow(valid) } as Record<string, unknown>;
    delete v2Row.title_ar;
    delete v2Row.description_ar;
    const v2 = { id: draft.id, isNew: true, row: v2Row, baseUpdatedAt: null };
    const migrated = currentPayload(saveListingKind, { payload: v2, version: 2 });
    expect(Object.keys(migrated.row)).not.toContain('title_ar');
    expect(Object.keys(migrated.row)).not.toContain('description_ar');
  });
});
