import { describe, expect, it } from 'vitest';
import { saveListingKind } from '@/features/listings/api/save-listing-kind';
import { handoverLabel } from '@/features/listings/listing-facts';
import { emptyListing, handoverDate, listingRow, listingSchema, type ListingFormValues } from '@/features/listings/form/listing-schema';
import { canonicalVideoUrl, parseVideoUrl, videoEmbedUrl } from '@/features/listings/video-url';
import { currentPayload, OUTDATED_PAYLOAD } from '@/offline/write-kind';
import { activateShared } from './i18n';

// The form's messages are worded in the browser, by Lingui's shared I18n (English here).
await activateShared('en');

// The listing facts in the form: the schema refuses what the database's CHECKs refuse, with words
// an agent understands, and listingRow writes the columns the database expects.

const valid: ListingFormValues = { ...emptyListing, title: 'Villa', price: '4,200,000', location: 'Saadiyat Island', address: '7 Dune Road', permit_number: 'MDH-1' };
const messages = (over: Partial<ListingFormValues> | Record<string, unknown>) => listingSchema.safeParse({ ...valid, ...over }).error?.issues.map((i) => i.message) ?? [];

describe('listing facts in the form', () => {
  it('reads numbers typed on an Arabic keyboard (٠–٩, the Arabic thousands mark) as the English ones', () => {
    const arabic: ListingFormValues = { ...valid, price: '٤٬٢٠٠٬٠٠٠', bedrooms: '٣', bathrooms: '۴', size_sqft: '٢٬٤٠٠' };
    expect(messages(arabic)).toEqual([]);
    expect(listingRow(arabic)).toMatchObject({ price: 4_200_000, bedrooms: 3, bathrooms: 4, size_sqft: 2400 });
    expect(listingSchema.parse(arabic).price).toBe('4,200,000');
  });

  it('writes every fact: handover as the first day of its quarter, amenities in list order, the video link in its stored form', () => {
    const values: ListingFormValues = {
      ...valid,
      furnishing: 'semi_furnished',
      completion_status: 'off_plan',
      handover_quarter: '4',
      handover_year: '2027',
      payment_plan: ' 60/40 ',
      amenities: ['sea_view', 'pool', 'pool'],
      latitude: 24.54,
      longitude: 54.43,
      video_url: 'https://youtu.be/dQw4w9WgXcQ?t=42',
    };
    expect(messages(values)).toEqual([]);
    expect(listingRow(values)).toMatchObject({
      furnishing: 'semi_furnished',
      completion_status: 'off_plan',
      handover_date: '2027-10-01',
      payment_plan: '60/40',
      amenities: ['pool', 'sea_view'],
      latitude: 24.54,
      longitude: 54.43,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(handoverLabel(listingRow(values).handover_date!)).toBe('Q4 2027');
  });

  it('writes no facts for an empty form, and no handover or payment plan for a ready listing (kept in the draft, not sent)', () => {
    expect(listingRow(valid)).toMatchObject({ furnishing: null, completion_status: null, handover_date: null, payment_plan: null, amenities: [], latitude: null, longitude: null, video_url: null });
    const ready = listingRow({ ...valid, completion_status: 'ready', handover_quarter: '1', handover_year: '2028', payment_plan: '50/50' });
    expect(ready).toMatchObject({ completion_status: 'ready', handover_date: null, payment_plan: null });
  });

  it.each([
    ['an unknown amenity', { amenities: ['pool', 'helipad'] }, 'Unknown amenity'],
    ['a video that is not YouTube or Vimeo', { video_url: 'https://example.com/tour.mp4' }, 'Video must be a YouTube or Vimeo link (youtube.com/watch?v=…, youtu.be/… or vimeo.com/…)'],
    ['a YouTube link without a video', { video_url: 'https://www.youtube.com/channel/abc' }, 'Video must be a YouTube or Vimeo link (youtube.com/watch?v=…, youtu.be/… or vimeo.com/…)'],
    ['a position outside the UAE', { latitude: 51.5, longitude: -0.12 }, 'The position must be within the UAE'],
    ['a latitude without a longitude', { latitude: 24.5 }, 'Set both latitude and longitude, or neither'],
    ['a handover that is not a quarter', { completion_status: 'off_plan', handover_quarter: '5', handover_year: '2027' }, 'Handover must be a quarter (Q1 to Q4)'],
    ['a handover year without its quarter', { completion_status: 'off_plan', handover_year: '2027' }, 'Choose both the quarter and the year of handover'],
    ['a payment plan over 200 characters', { completion_status: 'off_plan', payment_plan: 'x'.repeat(201) }, 'Payment plan must be at most 200 characters'],
    ['an unknown furnishing', { furnishing: 'partly' }, undefined],
  ])('refuses %s', (_, over, message) => {
    const found = messages(over);
    expect(found.length).toBeGreaterThan(0);
    if (message) expect(found).toContain(message);
  });

  it('handover quarters start in January, April, July and October', () => {
    expect(['1', '2', '3', '4'].map((q) => handoverDate(q, '2027'))).toEqual(['2027-01-01', '2027-04-01', '2027-07-01', '2027-10-01']);
    expect(handoverDate('', '2027')).toBeNull();
    expect(handoverLabel('2028-04-01')).toBe('Q2 2028');
  });
});

describe('video links', () => {
  it('reads YouTube and Vimeo links, and embeds them through the privacy-enhanced players', () => {
    expect(parseVideoUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks')).toBeNull();
    expect(parseVideoUrl('javascript:alert(1)')).toBeNull();
    expect(parseVideoUrl('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(canonicalVideoUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://vimeo.com/76979871');
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' })).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1/);
  });

  it('every link the form accepts is stored in a form the database CHECK accepts', () => {
    // The regex of properties.video_url in 20261127090000_listing-facts.sql.
    const check = /^https:\/\/((www\.|m\.)?youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}|youtu\.be\/[A-Za-z0-9_-]{11}|(www\.)?vimeo\.com\/[0-9]{6,12})$/;
    for (const link of ['http://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?t=3&v=dQw4w9WgXcQ', 'https://www.vimeo.com/76979871/']) {
      expect(listingRow({ ...valid, video_url: link }).video_url).toMatch(check);
    }
  });
});

describe('listing.save payload versions', () => {
  const v1Row = { ...listingRow(valid) } as Record<string, unknown>;
  for (const key of ['furnishing', 'completion_status', 'handover_date', 'payment_plan', 'amenities', 'latitude', 'longitude', 'video_url', 'title_ar', 'description_ar']) delete v1Row[key];
  const v1 = { id: crypto.randomUUID(), isNew: true, row: v1Row, baseUpdatedAt: null };

  it('a version 1 entry (no facts) is migrated with its facts unset, so its update leaves them as they are', () => {
    const payload = currentPayload(saveListingKind, { payload: v1, version: 1 });
    expect(payload.row).toEqual(v1Row);
    expect(Object.keys(payload.row)).not.toContain('amenities');
  });

  it('version 2 carries the facts; a payload the schema refuses needs attention', () => {
    const row = listingRow({ ...valid, furnishing: 'furnished', amenities: ['gym'] });
    expect(currentPayload(saveListingKind, { payload: { ...v1, row }, version: 2 }).row).toMatchObject({ furnishing: 'furnished', amenities: ['gym'] });
    expect(() => currentPayload(saveListingKind, { payload: { ...v1, row: { ...row, furnishing: 'partly' } }, version: 2 })).toThrow(expect.objectContaining({ code: OUTDATED_PAYLOAD }));
  });
});
