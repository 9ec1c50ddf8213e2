import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveListingRow } from '@/features/listings/api/save-listing-kind';
import { fetchProperty } from '@/features/listings/api/get-property';
import { emptyListing, listingRow } from '@/features/listings/form/listing-schema';
import { toPlainTextFields } from '@/features/listings/form/plain-text';
import type { TablesInsert } from '@/lib/database.types';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// The listing facts seekers filter by (furnishing, ready or off-plan, amenities, map position,
// video tour), as the database keeps them: an owner writes them through the API, and a value
// outside their rules is refused there, whatever sent it.

let emulator: TestEmulator;
let owner: Awaited<ReturnType<TestEmulator['signedInUser']>>;

beforeAll(async () => {
  emulator = await startTestEmulator();
  owner = await emulator.signedInUser();
}, 120_000);
afterAll(async () => emulator?.stop());

const base = () => ({
  id: randomUUID(),
  ...listingRow({ ...emptyListing, title: 'Sea view villa', price: '4200000', location: 'Saadiyat Island', address: '7 Dune Road', permit_number: 'MDH-77' }),
});
const insert = (facts: Partial<TablesInsert<'properties'>>) => owner.client.from('properties').insert({ ...base(), ...facts });

describe('listing facts', () => {
  it('an owner writes every fact, and anyone reads them back', async () => {
    const listing: TablesInsert<'properties'> & { id: string } = {
      ...base(),
      furnishing: 'semi_furnished',
      completion_status: 'off_plan',
      handover_date: '2027-10-01',
      payment_plan: '60/40: 60% during construction, 40% on handover',
      amenities: ['pool', 'maids_room', 'sea_view'],
      latitude: 24.5421,
      longitude: 54.4332,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    };
    expect((await owner.client.from('properties').insert(listing)).error).toBeNull();
    const { data } = await emulator.client().from('properties').select('furnishing, completion_status, handover_date, payment_plan, amenities, latitude, longitude, video_url').eq('id', listing.id).single();
    const { id: _, ...facts } = listing;
    expect(data).toMatchObject({ ...Object.fromEntries(Object.entries(facts).filter(([key]) => key in data!)) });
  });

  it('a listing with every fact set in the form is saved through the write layer and read back by the property page', async () => {
    const id = randomUUID();
    const row = toPlainTextFields(
      listingRow({
        ...emptyListing,
        title: 'Off-plan villa',
        price: '4,200,000',
        location: 'Saadiyat Island',
        address: '7 Dune Road',
        permit_number: 'MDH-78',
        size_sqft: '3,500',
        bathrooms: '4',
        furnishing: 'unfurnished',
        completion_status: 'off_plan',
        handover_quarter: '4',
        handover_year: '2027',
        payment_plan: '60/40: 60% during construction',
        amenities: ['beach_access', 'pool', 'maids_room'],
        latitude: 24.5421,
        longitude: 54.4332,
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    );
    await saveListingRow(owner.client, { id, isNew: true, row, baseUpdatedAt: null }, owner.id);
    // Sent again (a replay), then edited: the same listing, its facts as last sent.
    await saveListingRow(owner.client, { id, isNew: true, row, baseUpdatedAt: null }, owner.id);
    const read = await fetchProperty(emulator.client(), id);
    expect(read).toMatchObject({
      furnishing: 'unfurnished',
      completion_status: 'off_plan',
      handover_date: '2027-10-01',
      payment_plan: '60/40: 60% during construction',
      amenities: ['pool', 'maids_room', 'beach_access'],
      latitude: 24.5421,
      longitude: 54.4332,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await saveListingRow(owner.client, { id, isNew: false, row: { ...row, completion_status: 'ready', handover_date: null, payment_plan: null, amenities: [] }, baseUpdatedAt: null }, owner.id);
    expect(await fetchProperty(emulator.client(), id)).toMatchObject({ completion_status: 'ready', handover_date: null, payment_plan: null, amenities: [] });
  });

  it.each([
    ['an amenity outside the list', { amenities: ['pool', 'helipad'] }],
    ['an unknown furnishing', { furnishing: 'partly' }],
    ['a position outside the UAE', { latitude: 51.5, longitude: -0.12 }],
    ['a latitude without a longitude', { latitude: 24.5 }],
    ['a handover that is not the first day of a quarter', { completion_status: 'off_plan', handover_date: '2027-11-15' }],
    ['a handover on a ready listing', { completion_status: 'ready', handover_date: '2027-10-01' }],
    ['a payment plan on a ready listing', { completion_status: 'ready', payment_plan: '50/50' }],
    ['a video that is not YouTube or Vimeo', { video_url: 'https://example.com/tour.mp4' }],
    ['a YouTube address with something after the video', { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=<script>' }],
  ] as const)('%s is refused by the database: a 400 from the API (23514)', async (_, facts) => {
    // @ts-expect-error -- values the generated types already refuse, sent anyway as a client that skips them would
    const { error, status } = await insert(facts);
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
  });

  it('every seeded listing has believable facts: a position near its area, and off-plan ones a handover', async () => {
    const { rows } = await emulator.db.query<{ missing_position: number; off_plan_without_handover: number; homes_unfurnished_unknown: number }>(`
      select count(*) filter (where latitude is null)::int as missing_position,
             count(*) filter (where completion_status = 'off_plan' and (handover_date is null or payment_plan is null))::int as off_plan_without_handover,
             count(*) filter (where property_type in ('apartment', 'villa', 'townhouse', 'penthouse') and furnishing is null)::int as homes_unfurnished_unknown
        from public.properties where id::text like 'a0000000-0000-4000-8000-%'`);
    expect(rows[0]).toEqual({ missing_position: 0, off_plan_without_handover: 0, homes_unfurnished_unknown: 0 });
  });
});
