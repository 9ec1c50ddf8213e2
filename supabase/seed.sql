-- Manzil demo data, loaded by `supabase db reset` (and by the local emulator on a fresh
-- database) after the migrations.
--
-- Contents:
--   * 3 demo agents (email confirmed), each with a profile phone and an agent card:
--       agent@manzil.ae          Sara Al Mansouri   Manzil Realty
--       layla.haddad@manzil.ae   Layla Haddad       Haddad Properties
--       omar.rashid@manzil.ae    Omar Rashid        Rashid & Partners Real Estate
--     Demo password for all three: Manzil2025! (hashed at sign-up's bcrypt cost, 10, so a wrong
--     password for them takes as long as for any other account)
--   * 88 listings across Abu Dhabi and Dubai (every property type, sale and rent, every
--     status, 3 "price on request"), 7 currently featured and 1 whose feature has expired,
--     created over the last 60 days (several within the last 24 hours).
--   * An Arabic title and description for 11 of them (one a title only); the rest English only.
--   * 1 to 5 photos per listing (public/samples/*.jpg, rendered from drawings by
--     scripts/render-sample-photos.ts) and floor plans (public/samples/floor-plan-*.svg).
--   * A few enquiries to the demo agents, some already read.
--
-- Times are relative to now(), so "added in the last 24 hours" filters always have results.

-- Demo agents ---------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values
  ('00000000-0000-0000-0000-000000000000', '11111111-1111-4111-8111-111111111111', 'authenticated', 'authenticated',
   'agent@manzil.ae', extensions.crypt('Manzil2025!', extensions.gen_salt('bf', 10)), now() - interval '90 days',
   '{"provider":"email","providers":["email"]}', '{"first_name":"Sara","last_name":"Al Mansouri"}',
   now() - interval '90 days', now() - interval '90 days', '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '22222222-2222-4222-8222-222222222222', 'authenticated', 'authenticated',
   'layla.haddad@manzil.ae', extensions.crypt('Manzil2025!', extensions.gen_salt('bf', 10)), now() - interval '75 days',
   '{"provider":"email","providers":["email"]}', '{"first_name":"Layla","last_name":"Haddad"}',
   now() - interval '75 days', now() - interval '75 days', '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '33333333-3333-4333-8333-333333333333', 'authenticated', 'authenticated',
   'omar.rashid@manzil.ae', extensions.crypt('Manzil2025!', extensions.gen_salt('bf', 10)), now() - interval '70 days',
   '{"provider":"email","providers":["email"]}', '{"first_name":"Omar","last_name":"Rashid"}',
   now() - interval '70 days', now() - interval '70 days', '', '', '', '');

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.created_at, u.created_at, u.created_at
  from auth.users u
 where u.id in ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222',
                '33333333-3333-4333-8333-333333333333');

-- The profiles rows were created by the on_auth_user_created trigger; add phone numbers.
update public.profiles p
   set phone = v.phone
  from (values
    ('11111111-1111-4111-8111-111111111111'::uuid, '+971 50 555 0101'),
    ('22222222-2222-4222-8222-222222222222'::uuid, '+971 55 555 0202'),
    ('33333333-3333-4333-8333-333333333333'::uuid, '+971 52 555 0303')
  ) as v(id, phone)
 where p.id = v.id;

insert into public.agent_profiles (user_id, company_name, agent_address, agent_email, phone) values
  ('11111111-1111-4111-8111-111111111111', 'Manzil Realty',
   'Office 1203, Addax Tower, Al Reem Island, Abu Dhabi', 'agent@manzil.ae', '+971 2 555 0101'),
  ('22222222-2222-4222-8222-222222222222', 'Haddad Properties',
   -- a mobile on her public card, so her listings offer WhatsApp (the others publish office landlines)
   'Office 804, Al Sila Tower, Al Maryah Island, Abu Dhabi', 'layla.haddad@manzil.ae', '+971 55 555 0202'),
  ('33333333-3333-4333-8333-333333333333', 'Rashid & Partners Real Estate',
   'Office 2105, Bay Square Building 7, Business Bay, Dubai', 'omar.rashid@manzil.ae', '+971 4 555 0303');

-- Listings --------------------------------------------------------------------------------------
-- Agents: 1111... Sara (Manzil Realty), 2222... Layla (Haddad Properties), 3333... Omar (Rashid & Partners).
-- Inserted through a select so updated_at can equal created_at (an update would re-touch it).
insert into public.properties (
  id, user_id, title, description, price, address, location, bedrooms, bathrooms, size_sqft,
  property_type, listing_type, status, is_featured, featured_until, created_at, updated_at, permit_number
)
select v.id::uuid, v.user_id::uuid, v.title, v.description, v.price, v.address, v.location,
       v.bedrooms, v.bathrooms, v.size_sqft, v.property_type, v.listing_type, v.status,
       v.is_featured, v.featured_until, v.created_at, v.created_at,
       -- each gets a sample permit number (in the Madhmoun style, Dubai listings included)
       'MDH-2025-' || right(v.id, 5)
  from (values
  -- 1. Abu Dhabi Marina
  ('a0000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', '2-Bedroom Sea-View Apartment in Fairmont Marina Residences',
   'Bright corner apartment with floor-to-ceiling windows overlooking the Arabian Gulf and the marina. Both bedrooms are en-suite and the open kitchen comes fully fitted with Bosch appliances. Residents enjoy a private beach, infinity pool and 24-hour concierge.',
   2150000, 'Fairmont Marina Residences, Tower 2, Abu Dhabi Marina, Abu Dhabi', 'Abu Dhabi Marina', 2, 3, 1420, 'apartment', 'sale', 'available', true, now() + interval '20 days', now() - interval '3 hours'),
  -- 2. Abu Dhabi Marina
  ('a0000000-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'Furnished 1-Bedroom with Marina Views',
   'Tastefully furnished one-bedroom apartment a short walk from Marina Mall. The balcony faces the yacht berths and catches the evening sun. Rent includes one covered parking bay and air-conditioning charges; payable in up to 4 cheques.',
   98000, 'Marina Sunset Bay, Building C, Abu Dhabi Marina, Abu Dhabi', 'Abu Dhabi Marina', 1, 2, 880, 'apartment', 'rent', 'available', false, null, now() - interval '9 days'),
  -- 3. Abu Dhabi Marina
  ('a0000000-0000-4000-8000-000000000003', '33333333-3333-4333-8333-333333333333', 'Duplex Penthouse with Private Rooftop Pool',
   'A rare duplex penthouse spread over two upper floors with a 1,400 sq ft rooftop terrace and plunge pool. The living area has double-height glazing with uninterrupted views of the Corniche and Lulu Island. Includes a maid''s room, private lift lobby and four parking spaces.',
   12500000, 'The Marina Penthouses, Level 38, Abu Dhabi Marina, Abu Dhabi', 'Abu Dhabi Marina', 4, 5, 5200, 'penthouse', 'sale', 'under_offer', false, null, now() - interval '18 days'),
  -- 4. Abu Dhabi Marina
  ('a0000000-0000-4000-8000-000000000004', '22222222-2222-4222-8222-222222222222', 'Waterfront Café Unit on the Marina Walk',
   'Ground-floor retail unit with a licensed outdoor seating area on the busy marina promenade. Previously operated as a café, so kitchen extraction and grease traps are already in place. Strong evening and weekend footfall.',
   260000, 'Marina Walk Promenade, Unit G-14, Abu Dhabi Marina, Abu Dhabi', 'Abu Dhabi Marina', null, 1, 1350, 'retail', 'rent', 'available', false, null, now() - interval '33 days'),
  -- 5. Downtown Abu Dhabi
  ('a0000000-0000-4000-8000-000000000005', '11111111-1111-4111-8111-111111111111', 'Renovated 1-Bedroom near Qasr Al Hosn',
   'Fully renovated apartment with new flooring, a modern kitchen and a walk-in wardrobe. Qasr Al Hosn, the Cultural Foundation and World Trade Center mall are all within walking distance. Tenanted until March at AED 85,000 a year, making it a ready income investment.',
   1350000, 'Al Hosn Tower, Sheikh Zayed the First Street, Downtown Abu Dhabi, Abu Dhabi', 'Downtown Abu Dhabi', 1, 2, 910, 'apartment', 'sale', 'available', false, null, now() - interval '12 days'),
  -- 6. Downtown Abu Dhabi
  ('a0000000-0000-4000-8000-000000000006', '33333333-3333-4333-8333-333333333333', 'Fitted Grade A Office at World Trade Center',
   'Fully fitted office with eight workstations, two meeting rooms, a pantry and a server room. Floor-to-ceiling glazing gives views across the old souk district and the Corniche. Direct access to the metro-linked bus hub and 3 allocated parking bays.',
   185000, 'World Trade Center Tower, Level 22, Downtown Abu Dhabi, Abu Dhabi', 'Downtown Abu Dhabi', null, 2, 2100, 'office', 'rent', 'available', false, null, now() - interval '5 days'),
  -- 7. Downtown Abu Dhabi
  ('a0000000-0000-4000-8000-000000000007', '22222222-2222-4222-8222-222222222222', 'Spacious 2-Bedroom Family Apartment on Hazza Bin Zayed Street',
   'Generous two-bedroom apartment with a separate laundry room and a large living and dining area. Al Wahda Mall is across the road and several schools are nearby. The building has a children''s play area and covered parking.',
   125000, 'Al Wahda Residence, Hazza Bin Zayed Street, Downtown Abu Dhabi, Abu Dhabi', 'Downtown Abu Dhabi', 2, 2, 1250, 'apartment', 'rent', 'let_agreed', false, null, now() - interval '27 days'),
  -- 8. Downtown Abu Dhabi
  ('a0000000-0000-4000-8000-000000000008', '11111111-1111-4111-8111-111111111111', 'Corner Retail Shop on Hamdan Street',
   'High-visibility corner shop on one of the capital''s best-known commercial streets. The unit has a mezzanine for storage and a double frontage with signage rights. Currently let to a pharmacy on a long lease.',
   3900000, 'Hamdan Street Plaza, Shop 3, Downtown Abu Dhabi, Abu Dhabi', 'Downtown Abu Dhabi', null, 1, 1800, 'retail', 'sale', 'available', false, null, now() - interval '41 days'),
  -- 9. Downtown Abu Dhabi
  ('a0000000-0000-4000-8000-000000000009', '33333333-3333-4333-8333-333333333333', '3-Bedroom Apartment in World Trade Center Residences',
   'Three-bedroom home in the iconic World Trade Center residential tower with a direct link to the Central Market souk. The master suite has a dressing area and a bathroom with a soaking tub. Building amenities include an indoor pool, sauna and a residents'' lounge.',
   1950000, 'Burj Mohammed Bin Rashid, Tower 1, Downtown Abu Dhabi, Abu Dhabi', 'Downtown Abu Dhabi', 3, 3, 1680, 'apartment', 'sale', 'available', false, null, now() - interval '7 hours'),
  -- 10. Saadiyat Island
  ('a0000000-0000-4000-8000-000000000010', '11111111-1111-4111-8111-111111111111', '5-Bedroom Beachfront Villa in Saadiyat Beach',
   'Contemporary villa set on a large plot moments from the protected Saadiyat public beach. The ground floor opens onto a landscaped garden with a 12-metre pool and outdoor kitchen. Upstairs, every bedroom is en-suite and the master has a private terrace with sea views.',
   14800000, 'Saadiyat Beach Villas, Street 8, Saadiyat Island, Abu Dhabi', 'Saadiyat Island', 5, 6, 7400, 'villa', 'sale', 'available', true, now() + interval '25 days', now() - interval '2 days'),
  -- 11. Saadiyat Island
  ('a0000000-0000-4000-8000-000000000011', '22222222-2222-4222-8222-222222222222', '2-Bedroom Apartment at Mamsha Al Saadiyat',
   'Beachfront apartment in the Mamsha community with direct access to the promenade''s cafés and restaurants. The Louvre Abu Dhabi is a five-minute walk away. Large balcony with partial sea views and a shared rooftop infinity pool.',
   155000, 'Mamsha Al Saadiyat, Building 4, Saadiyat Island, Abu Dhabi', 'Saadiyat Island', 2, 3, 1510, 'apartment', 'rent', 'available', false, null, now() - interval '4 days'),
  -- 12. Saadiyat Island
  ('a0000000-0000-4000-8000-000000000012', '33333333-3333-4333-8333-333333333333', 'Residential Villa Plot in Saadiyat Reserve',
   'Freehold residential plot in the Saadiyat Reserve masterplan, open to all nationalities. Permitted build is a private villa of up to G+1 with a basement. Utilities are connected to the plot boundary and the community is close to the Cultural District.',
   9500000, 'Saadiyat Reserve, Plot SR-112, Saadiyat Island, Abu Dhabi', 'Saadiyat Island', null, null, 21500, 'land', 'sale', 'available', false, null, now() - interval '23 days'),
  -- 13. Saadiyat Island
  ('a0000000-0000-4000-8000-000000000013', '11111111-1111-4111-8111-111111111111', '3-Bedroom Townhouse with Garden in Jawaher Saadiyat',
   'End-of-terrace townhouse with a private garden, a family room and a maid''s room. The home is finished with natural stone and oak, and the kitchen has a central island. Within walking distance of Cranleigh School.',
   4200000, 'Jawaher Saadiyat, Cluster 2, Saadiyat Island, Abu Dhabi', 'Saadiyat Island', 3, 4, 2900, 'townhouse', 'sale', 'under_offer', false, null, now() - interval '15 days'),
  -- 14. Saadiyat Island
  ('a0000000-0000-4000-8000-000000000014', '22222222-2222-4222-8222-222222222222', 'Beachfront Penthouse with Wraparound Terrace',
   'Exceptional penthouse with a 270-degree wraparound terrace overlooking the Saadiyat beach and the golf course. The interiors were designed by a leading Milan studio and come fully furnished. Private lift, three parking spaces and access to the St. Regis beach club.',
   680000, 'Saadiyat Beach Residences, Penthouse 1, Saadiyat Island, Abu Dhabi', 'Saadiyat Island', 4, 5, 4800, 'penthouse', 'rent', 'available', false, null, now() - interval '6 hours'),
  -- 15. Saadiyat Island
  ('a0000000-0000-4000-8000-000000000015', '33333333-3333-4333-8333-333333333333', 'Gated 4-Bedroom Villa in Hidd Al Saadiyat',
   'Modern villa in the exclusive Hidd Al Saadiyat gated community with its own beach. The home has a landscaped garden with pool, a home cinema and a three-car garage. Available unfurnished from next month.',
   420000, 'Hidd Al Saadiyat, Villa 27, Saadiyat Island, Abu Dhabi', 'Saadiyat Island', 4, 5, 5100, 'villa', 'rent', 'available', false, null, now() - interval '52 days'),
  -- 16. Yas Island
  ('a0000000-0000-4000-8000-000000000016', '22222222-2222-4222-8222-222222222222', '3-Bedroom Townhouse Backing onto Yas Acres Golf',
   'Townhouse with a private garden that backs directly onto the golf course. The open-plan ground floor has a fitted kitchen and a guest bedroom, with two further en-suite bedrooms upstairs. Community pool, gym and a short drive to Yas Mall and Ferrari World.',
   2650000, 'Yas Acres, The Cedars, Street 5, Yas Island, Abu Dhabi', 'Yas Island', 3, 4, 2200, 'townhouse', 'sale', 'available', true, now() + interval '18 days', now() - interval '3 days'),
  -- 17. Yas Island
  ('a0000000-0000-4000-8000-000000000017', '33333333-3333-4333-8333-333333333333', 'Single-Row 5-Bedroom Villa in West Yas',
   'Large family villa on a single-row plot facing the community park. The ground floor has a formal majlis, a family lounge and a kitchen with pantry; all five bedrooms are en-suite. Private pool and covered parking for three cars.',
   6900000, 'West Yas, Street 14, Yas Island, Abu Dhabi', 'Yas Island', 5, 6, 5600, 'villa', 'sale', 'available', false, null, now() - interval '20 days'),
  -- 18. Yas Island
  ('a0000000-0000-4000-8000-000000000018', '22222222-2222-4222-8222-222222222222', 'Canal-View Studio at Water''s Edge',
   'Brand-new studio with a balcony overlooking the canal, chiller included in the rent. The development has a lagoon pool, gym and retail on site. Great value for staff working on Yas Island.',
   62000, 'Water''s Edge, Building 7, Yas Island, Abu Dhabi', 'Yas Island', 0, 1, 480, 'apartment', 'rent', 'under_offer', false, null, now() - interval '10 days'),
  -- 19. Yas Island
  ('a0000000-0000-4000-8000-000000000019', '11111111-1111-4111-8111-111111111111', 'Waterfront Restaurant Unit at Yas Bay',
   'Shell-and-core restaurant unit on the Yas Bay boardwalk beside the Etihad Arena. Double-height frontage with a large terrace facing the water. Price on request; viewings by appointment only.',
   null, 'Yas Bay Waterfront, Unit R-08, Yas Island, Abu Dhabi', 'Yas Island', null, 1, 2400, 'retail', 'sale', 'available', false, null, now() - interval '2 days 9 hours'),
  -- 20. Yas Island
  ('a0000000-0000-4000-8000-000000000020', '33333333-3333-4333-8333-333333333333', '2-Bedroom Apartment with Balcony in Mayan',
   'Spacious two-bedroom apartment with golf course views in the popular Mayan development. Both bedrooms have built-in wardrobes and the kitchen is fully equipped. Vacant on transfer.',
   1480000, 'Mayan, Building 2, Yas Island, Abu Dhabi', 'Yas Island', 2, 2, 1180, 'apartment', 'sale', 'available', false, null, now() - interval '36 days'),
  -- 21. Al Raha Beach
  ('a0000000-0000-4000-8000-000000000021', '11111111-1111-4111-8111-111111111111', '2-Bedroom Beach Apartment in Al Muneera',
   'Light-filled apartment in Al Muneera with direct access to the private beach. The living room opens to a large terrace facing the Gulf. Walking distance to Al Bandar marina restaurants.',
   1750000, 'Al Muneera, Island Tower 1, Al Raha Beach, Abu Dhabi', 'Al Raha Beach', 2, 3, 1350, 'apartment', 'sale', 'available', false, null, now() - interval '6 days'),
  -- 22. Al Raha Beach
  ('a0000000-0000-4000-8000-000000000022', '22222222-2222-4222-8222-222222222222', '4-Bedroom Beachside Villa at Al Zeina',
   'Contemporary villa in the Al Zeina community with a private garden and access to the beach club. The ground floor has a large reception room and a closed kitchen, with four en-suite bedrooms upstairs. Rent payable in two cheques.',
   310000, 'Al Zeina, Villa 31, Al Raha Beach, Abu Dhabi', 'Al Raha Beach', 4, 5, 4200, 'villa', 'rent', 'available', false, null, now() - interval '45 days'),
  -- 23. Al Raha Beach
  ('a0000000-0000-4000-8000-000000000023', '33333333-3333-4333-8333-333333333333', 'Marina-View Townhouse in Al Bandar',
   'Three-bedroom townhouse with its own boat-facing terrace on the Al Bandar canal. Upgraded kitchen, storage room and two parking spaces. Family-friendly community with pools and a supermarket on site.',
   175000, 'Al Bandar, Al Naseem Townhouse 12, Al Raha Beach, Abu Dhabi', 'Al Raha Beach', 3, 4, 2350, 'townhouse', 'rent', 'available', false, null, now() - interval '11 days'),
  -- 24. Al Raha Beach
  ('a0000000-0000-4000-8000-000000000024', '11111111-1111-4111-8111-111111111111', 'Sea-View Office near Abu Dhabi Airport',
   'Fitted office with a reception, three private offices and an open-plan area for ten staff. Only fifteen minutes from Zayed International Airport. Two parking bays included.',
   2300000, 'Al Raha Beach Tower, Office 1504, Al Raha Beach, Abu Dhabi', 'Al Raha Beach', null, 2, 1900, 'office', 'sale', 'available', false, null, now() - interval '57 days'),
  -- 25. Al Raha Beach
  ('a0000000-0000-4000-8000-000000000025', '33333333-3333-4333-8333-333333333333', 'Canal-Front Penthouse in Al Sana',
   'Four-bedroom penthouse with two large terraces overlooking the Al Raha canal and the marina. The kitchen and bathrooms have been upgraded with Italian fittings. Private lift and three covered parking spaces.',
   7800000, 'Al Sana, Penthouse Level, Al Raha Beach, Abu Dhabi', 'Al Raha Beach', 4, 5, 4600, 'penthouse', 'sale', 'available', false, null, now() - interval '29 days'),
  -- 26. Al Reem Island
  ('a0000000-0000-4000-8000-000000000026', '11111111-1111-4111-8111-111111111111', '1-Bedroom Apartment in Marina Square',
   'Comfortable one-bedroom apartment with a mangrove-facing balcony. Close to Boutik Mall and Reem Central Park. The building offers a gym, pool and 24-hour security.',
   89000, 'Marina Square, Tower B, Al Reem Island, Abu Dhabi', 'Al Reem Island', 1, 2, 850, 'apartment', 'rent', 'available', false, null, now() - interval '1 hour'),
  -- 27. Al Reem Island
  ('a0000000-0000-4000-8000-000000000027', '22222222-2222-4222-8222-222222222222', '3-Bedroom Apartment in The Gate Towers',
   'Three-bedroom apartment high in The Gate Towers with sweeping city and sea views. Includes a maid''s room, a laundry room and two parking spaces. Direct access to The Galleria Al Maryah Island by bridge.',
   2400000, 'The Gate Towers, Tower 2, Al Reem Island, Abu Dhabi', 'Al Reem Island', 3, 4, 1860, 'apartment', 'sale', 'available', true, now() + interval '22 days', now() - interval '2 days 20 hours'),
  -- 28. Al Reem Island
  ('a0000000-0000-4000-8000-000000000028', '33333333-3333-4333-8333-333333333333', 'Sky Tower Penthouse with Panoramic Views',
   'Five-bedroom penthouse occupying an entire upper floor of Sky Tower. Floor-to-ceiling glazing frames views of the capital, the Gulf and Saadiyat. Includes a private cinema room and a large entertainment terrace.',
   9200000, 'Sky Tower, Penthouse 74, Al Reem Island, Abu Dhabi', 'Al Reem Island', 5, 6, 6100, 'penthouse', 'sale', 'sold_stc', false, null, now() - interval '48 days'),
  -- 29. Al Reem Island
  ('a0000000-0000-4000-8000-000000000029', '11111111-1111-4111-8111-111111111111', 'Investor Studio in Sun Tower',
   'Well-designed studio in Sun Tower with a strong rental history. Sold with a tenant in place paying AED 62,000 a year. Building amenities include a large pool deck and gym.',
   980000, 'Shams Abu Dhabi, Sun Tower, Al Reem Island, Abu Dhabi', 'Al Reem Island', 0, 1, 540, 'apartment', 'sale', 'available', false, null, now() - interval '16 days'),
  -- 30. Al Reem Island
  ('a0000000-0000-4000-8000-000000000030', '22222222-2222-4222-8222-222222222222', 'Park-Facing Retail Unit on Al Reem Island',
   'Retail unit facing Reem Central Park, suited to a café, bakery or clinic. Surrounded by high-density residential towers. Landlord offers a three-month rent-free fit-out period.',
   145000, 'Reem Central Park, Retail Unit 6, Al Reem Island, Abu Dhabi', 'Al Reem Island', null, 1, 950, 'retail', 'rent', 'available', false, null, now() - interval '24 days'),
  -- 31. Khalifa City
  ('a0000000-0000-4000-8000-000000000031', '11111111-1111-4111-8111-111111111111', 'Independent 4-Bedroom Villa in Khalifa City A',
   'Independent villa on a corner plot with a large garden and a separate majlis. The kitchen has been renovated and a driver''s room sits above the garage. Close to top schools and Khalifa Park.',
   3800000, 'Khalifa City A, Street 23, Villa 14, Khalifa City, Abu Dhabi', 'Khalifa City', 4, 5, 4900, 'villa', 'sale', 'available', false, null, now() - interval '13 days'),
  -- 32. Khalifa City
  ('a0000000-0000-4000-8000-000000000032', '22222222-2222-4222-8222-222222222222', '5-Bedroom Villa with Maid''s Room in Khalifa City',
   'Family villa with five bedrooms, a maid''s room and a driver''s room. There is a shaded parking area for four cars and a private garden. Within easy reach of the airport and Yas Island.',
   165000, 'Khalifa City B, Street 7, Villa 3, Khalifa City, Abu Dhabi', 'Khalifa City', 5, 6, 5500, 'villa', 'rent', 'available', false, null, now() - interval '30 days'),
  -- 33. Khalifa City
  ('a0000000-0000-4000-8000-000000000033', '33333333-3333-4333-8333-333333333333', '3-Bedroom Townhouse near Al Forsan',
   'Modern townhouse a short walk from Al Forsan International Sports Resort. The home has a private courtyard and an upstairs family lounge. Community pool and children''s play area.',
   120000, 'Al Forsan Village, Townhouse 9, Khalifa City, Abu Dhabi', 'Khalifa City', 3, 3, 2300, 'townhouse', 'rent', 'under_offer', false, null, now() - interval '19 hours'),
  -- 34. Khalifa City
  ('a0000000-0000-4000-8000-000000000034', '11111111-1111-4111-8111-111111111111', 'Residential Plot in Khalifa City A',
   'Flat residential plot suitable for a G+1 family villa. All utilities are available in the street. Title deed ready for transfer.',
   2400000, 'Khalifa City A, Plot SE-45, Khalifa City, Abu Dhabi', 'Khalifa City', null, null, 10800, 'land', 'sale', 'available', false, null, now() - interval '54 days'),
  -- 35. Khalifa City
  ('a0000000-0000-4000-8000-000000000035', '22222222-2222-4222-8222-222222222222', 'Compact Office Suite in Khalifa City',
   'Fitted office suite with a reception area, a manager''s room and space for six desks. Ample free parking at the building. Suitable for a small consultancy or clinic administration.',
   95000, 'Khalifa City Business Centre, Office 207, Khalifa City, Abu Dhabi', 'Khalifa City', null, 1, 1100, 'office', 'rent', 'available', false, null, now() - interval '22 days'),
  -- 36. Masdar City
  ('a0000000-0000-4000-8000-000000000036', '33333333-3333-4333-8333-333333333333', 'Energy-Efficient Studio in Masdar City',
   'LEED-certified studio with smart thermostats and low utility bills. The building has a rooftop garden and bicycle storage. Walking distance to the Masdar Institute and the autonomous shuttle.',
   68000, 'Leonardo Residences, Block A, Masdar City, Abu Dhabi', 'Masdar City', 0, 1, 460, 'apartment', 'rent', 'available', false, null, now() - interval '2 days 3 hours'),
  -- 37. Masdar City
  ('a0000000-0000-4000-8000-000000000037', '11111111-1111-4111-8111-111111111111', 'Sustainable Office in Masdar Free Zone',
   'Grade A office in a free-zone building designed for low energy use. Offers 100% foreign ownership and a ready business licence route. Shaded courtyards and cafés on the doorstep.',
   3100000, 'Masdar Tech Park, Building 3, Masdar City, Abu Dhabi', 'Masdar City', null, 2, 2600, 'office', 'sale', 'available', false, null, now() - interval '38 days'),
  -- 38. Masdar City
  ('a0000000-0000-4000-8000-000000000038', '22222222-2222-4222-8222-222222222222', '2-Bedroom Eco Apartment in Oasis Residences',
   'Two-bedroom apartment in one of Masdar''s newest residential buildings. Solar panels and efficient glazing keep running costs low. Close to the Abu Dhabi airport road.',
   1150000, 'Oasis Residences, Tower 1, Masdar City, Abu Dhabi', 'Masdar City', 2, 2, 1050, 'apartment', 'sale', 'available', false, null, now() - interval '9 days'),
  -- 39. Al Maryah Island
  ('a0000000-0000-4000-8000-000000000039', '11111111-1111-4111-8111-111111111111', 'ADGM Office with Waterfront Views',
   'Fully fitted office within the ADGM jurisdiction with twenty workstations, a boardroom and two meeting rooms. Direct link to The Galleria Al Maryah Island and the Four Seasons. Six parking bays included.',
   420000, 'Al Sila Tower, Level 18, Al Maryah Island, Abu Dhabi', 'Al Maryah Island', null, 3, 4200, 'office', 'rent', 'available', false, null, now() - interval '1 day 2 hours'),
  -- 40. Al Maryah Island
  ('a0000000-0000-4000-8000-000000000040', '33333333-3333-4333-8333-333333333333', 'Serviced 2-Bedroom at Four Seasons Private Residences',
   'Serviced residence with access to Four Seasons hotel amenities, housekeeping and room service. The apartment faces the Al Reem channel and the Corniche. Fully furnished to hotel standard.',
   3300000, 'Four Seasons Private Residences, Al Maryah Island, Abu Dhabi', 'Al Maryah Island', 2, 3, 1650, 'apartment', 'sale', 'available', false, null, now() - interval '26 days'),
  -- 41. Al Maryah Island
  ('a0000000-0000-4000-8000-000000000041', '11111111-1111-4111-8111-111111111111', 'Fashion Retail Unit in The Galleria',
   'Prime retail unit on the first level of The Galleria Al Maryah Island, close to the main atrium. The unit comes with storage at the rear. High-spending footfall from the financial district.',
   380000, 'The Galleria Al Maryah Island, Level 1, Unit 124, Al Maryah Island, Abu Dhabi', 'Al Maryah Island', null, 1, 2200, 'retail', 'rent', 'under_offer', false, null, now() - interval '43 days'),
  -- 42. Corniche Area
  ('a0000000-0000-4000-8000-000000000042', '33333333-3333-4333-8333-333333333333', '3-Bedroom Corniche-View Apartment in Nation Towers',
   'Three-bedroom apartment with a full view of the Corniche and the Gulf from every room. Residents can use the St. Regis hotel pool and beach club. Includes two parking spaces.',
   145000, 'Nation Towers, Tower 1, Corniche Area, Abu Dhabi', 'Corniche Area', 3, 3, 1850, 'apartment', 'rent', 'available', false, null, now() - interval '21 hours'),
  -- 43. Corniche Area
  ('a0000000-0000-4000-8000-000000000043', '22222222-2222-4222-8222-222222222222', 'Etihad Towers Penthouse Facing the Corniche',
   'Landmark penthouse at Etihad Towers with views over Emirates Palace and the open sea. The property has a private library, a gym room and an outdoor terrace. Price on request for qualified buyers.',
   null, 'Etihad Towers, Tower 1, Penthouse, Corniche Area, Abu Dhabi', 'Corniche Area', 4, 5, 5300, 'penthouse', 'sale', 'available', false, null, now() - interval '35 days'),
  -- 44. Corniche Area
  ('a0000000-0000-4000-8000-000000000044', '11111111-1111-4111-8111-111111111111', '2-Bedroom Apartment on Corniche Road',
   'Sea-facing two-bedroom apartment moments from the Corniche beach and cycling path. The living room has a bay window and the kitchen is separate. Well-maintained building with a pool and gym.',
   1600000, 'Corniche Road West, Al Ain Palace Tower, Corniche Area, Abu Dhabi', 'Corniche Area', 2, 3, 1400, 'apartment', 'sale', 'available', false, null, now() - interval '17 days'),
  -- 45. Al Reef
  ('a0000000-0000-4000-8000-000000000045', '33333333-3333-4333-8333-333333333333', '3-Bedroom Villa in Al Reef Desert Village',
   'Affordable detached villa with a private garden and a covered parking area. The community offers pools, parks and a supermarket. Ten minutes from the airport and Yas Island.',
   1950000, 'Al Reef Villas, Desert Village, Villa 88, Al Reef, Abu Dhabi', 'Al Reef', 3, 4, 2600, 'villa', 'sale', 'available', false, null, now() - interval '5 days'),
  -- 46. Al Reef
  ('a0000000-0000-4000-8000-000000000046', '22222222-2222-4222-8222-222222222222', '1-Bedroom Apartment in Al Reef Downtown',
   'Good-value one-bedroom apartment with a balcony and a fitted kitchen. Community pool and gym. Close to the Abu Dhabi–Dubai highway.',
   55000, 'Al Reef Downtown, Building 11, Al Reef, Abu Dhabi', 'Al Reef', 1, 1, 720, 'apartment', 'rent', 'available', false, null, now() - interval '40 days'),
  -- 47. Al Reef
  ('a0000000-0000-4000-8000-000000000047', '11111111-1111-4111-8111-111111111111', 'Corner Townhouse in Contemporary Village',
   'Corner townhouse with a wider garden in Al Reef''s Contemporary Village. Three bedrooms, a study nook and a maid''s room. Sold with a tenant in place until the end of the year.',
   1650000, 'Al Reef Villas, Contemporary Village, Al Reef, Abu Dhabi', 'Al Reef', 3, 4, 2100, 'townhouse', 'sale', 'available', false, null, now() - interval '6 days 12 hours'),
  -- 48. Mohammed Bin Zayed City
  ('a0000000-0000-4000-8000-000000000048', '22222222-2222-4222-8222-222222222222', '4-Bedroom Villa with Driver''s Room in MBZ City',
   'Spacious villa with four bedrooms, a driver''s room and a large shaded garage. The home is close to Mazyad Mall and several international schools. Rent payable in four cheques.',
   145000, 'Zone 18, Villa 42, Mohammed Bin Zayed City, Abu Dhabi', 'Mohammed Bin Zayed City', 4, 5, 4500, 'villa', 'rent', 'available', false, null, now() - interval '12 hours'),
  -- 49. Mohammed Bin Zayed City
  ('a0000000-0000-4000-8000-000000000049', '33333333-3333-4333-8333-333333333333', 'Retail Shop in Busy Shabia Neighbourhood',
   'Ground-floor shop in a well-occupied building in Shabia. Suitable for a supermarket, laundry or clinic. Currently vacant and ready for a new tenant or owner-occupier.',
   2750000, 'Shabia 10, Commercial Building 5, Mohammed Bin Zayed City, Abu Dhabi', 'Mohammed Bin Zayed City', null, 1, 1500, 'retail', 'sale', 'available', false, null, now() - interval '31 days'),
  -- 50. Mohammed Bin Zayed City
  ('a0000000-0000-4000-8000-000000000050', '11111111-1111-4111-8111-111111111111', 'Residential Villa Plot in Mohammed Bin Zayed City',
   'Residential plot in an established zone of MBZ City. Permitted use is a private villa up to G+1. Roads and utilities are complete.',
   1800000, 'Zone 32, Plot 17, Mohammed Bin Zayed City, Abu Dhabi', 'Mohammed Bin Zayed City', null, null, 8600, 'land', 'sale', 'available', false, null, now() - interval '59 days'),
  -- 51. Al Bateen
  ('a0000000-0000-4000-8000-000000000051', '33333333-3333-4333-8333-333333333333', '6-Bedroom Waterfront Villa in Al Bateen',
   'Outstanding waterfront villa with its own private beach and a berth at Al Bateen Marina. The ground floor features a grand majlis, a formal dining room and a show kitchen. Landscaped gardens, a 15-metre pool and staff quarters complete the property.',
   18500000, 'Al Bateen Marina, Villa 9, Al Bateen, Abu Dhabi', 'Al Bateen', 6, 7, 9800, 'villa', 'sale', 'available', true, now() + interval '19 days', now() - interval '4 hours'),
  -- 52. Al Bateen
  ('a0000000-0000-4000-8000-000000000052', '11111111-1111-4111-8111-111111111111', '2-Bedroom Apartment at Al Bateen Wharf',
   'Modern two-bedroom apartment above the Al Bateen Wharf restaurants. Large terrace with marina views. Close to Al Bateen Executive Airport and Emirates Palace.',
   175000, 'Al Bateen Wharf, Building 2, Al Bateen, Abu Dhabi', 'Al Bateen', 2, 3, 1700, 'apartment', 'rent', 'available', false, null, now() - interval '13 days'),
  -- 53. Al Bateen
  ('a0000000-0000-4000-8000-000000000053', '22222222-2222-4222-8222-222222222222', '4-Bedroom Townhouse near Al Bateen Park',
   'Elegant townhouse with a roof terrace and a private courtyard. Finished to a high standard with marble floors and a separate kitchen. Steps from the Al Bateen park and the beach.',
   5100000, 'Bateen Park, Townhouse 5, Al Bateen, Abu Dhabi', 'Al Bateen', 4, 5, 3600, 'townhouse', 'sale', 'available', false, null, now() - interval '25 days'),
  -- 54. Al Khalidiyah
  ('a0000000-0000-4000-8000-000000000054', '33333333-3333-4333-8333-333333333333', '2-Bedroom Apartment near Khalidiyah Mall',
   'Well-sized apartment with a separate kitchen and two balconies. Khalidiyah Mall and the Corniche beach are a short walk away. Covered parking included.',
   92000, 'Khalidiya Palace Rayhaan, Building 1, Al Khalidiyah, Abu Dhabi', 'Al Khalidiyah', 2, 2, 1150, 'apartment', 'rent', 'available', false, null, now() - interval '1 day 15 hours'),
  -- 55. Al Khalidiyah
  ('a0000000-0000-4000-8000-000000000055', '22222222-2222-4222-8222-222222222222', 'Partitioned Office in Khalidiyah Tower',
   'Partitioned office with four rooms, a reception and a kitchenette. Good natural light and views over the Khalidiyah gardens. Sold vacant.',
   1850000, 'Khalidiyah Tower, Office 903, Al Khalidiyah, Abu Dhabi', 'Al Khalidiyah', null, 2, 1700, 'office', 'sale', 'available', false, null, now() - interval '50 days'),
  -- 56. Al Khalidiyah
  ('a0000000-0000-4000-8000-000000000056', '11111111-1111-4111-8111-111111111111', '1-Bedroom Apartment in Khalidiya Village',
   'Updated one-bedroom apartment in a quiet low-rise compound. Shared pool and landscaped courtyard. Walking distance to the Corniche.',
   1250000, 'Khalidiya Village, Block C, Al Khalidiyah, Abu Dhabi', 'Al Khalidiyah', 1, 2, 950, 'apartment', 'sale', 'under_offer', false, null, now() - interval '8 days'),
  -- 57. Hydra Village
  ('a0000000-0000-4000-8000-000000000057', '33333333-3333-4333-8333-333333333333', 'Affordable 2-Bedroom Townhouse in Hydra Village',
   'Entry-level townhouse ideal for first-time buyers or investors. Two bedrooms, a private front garden and a parking space. Community mosque, supermarket and park nearby.',
   750000, 'Hydra Village, Zone 4, Townhouse 112, Hydra Village, Abu Dhabi', 'Hydra Village', 2, 3, 1350, 'townhouse', 'sale', 'available', false, null, now() - interval '11 days'),
  -- 58. Hydra Village
  ('a0000000-0000-4000-8000-000000000058', '22222222-2222-4222-8222-222222222222', '3-Bedroom Villa for Rent in Hydra Village',
   'Three-bedroom villa with a private garden in a quiet family community. Good access to the Abu Dhabi–Dubai highway. Rent payable in six cheques.',
   75000, 'Hydra Village, Zone 7, Villa 18, Hydra Village, Abu Dhabi', 'Hydra Village', 3, 3, 1900, 'villa', 'rent', 'available', false, null, now() - interval '37 days'),
  -- 59. Jumeirah Village
  ('a0000000-0000-4000-8000-000000000059', '11111111-1111-4111-8111-111111111111', '1-Bedroom Apartment in Jumeirah Village Circle',
   'Modern one-bedroom apartment with a large balcony over the community park. Building has a pool, gym and underground parking. Easy access to Al Khail Road.',
   70000, 'District 12, Belgravia Heights, Jumeirah Village Circle, Dubai', 'Jumeirah Village', 1, 2, 780, 'apartment', 'rent', 'available', false, null, now() - interval '2 days 14 hours'),
  -- 60. Jumeirah Village
  ('a0000000-0000-4000-8000-000000000060', '33333333-3333-4333-8333-333333333333', '3-Bedroom Townhouse in Jumeirah Village',
   'Corner townhouse with a private garden and a rooftop terrace. Upgraded kitchen and a ground-floor guest suite. Quiet neighbourhood with parks and nurseries close by.',
   2350000, 'District 15, Nakheel Townhouses, Jumeirah Village Triangle, Dubai', 'Jumeirah Village', 3, 4, 2450, 'townhouse', 'sale', 'available', false, null, now() - interval '28 days'),
  -- 61. Downtown Dubai
  ('a0000000-0000-4000-8000-000000000061', '22222222-2222-4222-8222-222222222222', '2-Bedroom Apartment with Burj Khalifa View',
   'High-floor apartment with direct views of the Burj Khalifa and the Dubai Fountain. Open-plan living with a fitted kitchen and two en-suite bedrooms. Residents enjoy an infinity pool and a children''s play area.',
   3600000, 'Burj Vista, Tower 1, Downtown Dubai, Dubai', 'Downtown Dubai', 2, 3, 1450, 'apartment', 'sale', 'available', true, now() + interval '12 days', now() - interval '5 hours'),
  -- 62. Downtown Dubai
  ('a0000000-0000-4000-8000-000000000062', '11111111-1111-4111-8111-111111111111', 'Fully Furnished Penthouse at Il Primo',
   'A statement penthouse with fountain views, a private pool terrace and a home cinema. Fully furnished with designer pieces. Includes four parking bays and a dedicated butler service.',
   1100000, 'Il Primo, Penthouse 77, Downtown Dubai, Dubai', 'Downtown Dubai', 4, 5, 5800, 'penthouse', 'rent', 'available', false, null, now() - interval '47 days'),
  -- 63. Dubai Marina
  ('a0000000-0000-4000-8000-000000000063', '22222222-2222-4222-8222-222222222222', '1-Bedroom Marina-View Apartment at Marina Gate',
   'Bright apartment with a full marina view from the living room and bedroom. Residents have access to an outdoor pool and gym. A short walk to the tram and metro.',
   130000, 'Marina Gate, Tower 2, Dubai Marina, Dubai', 'Dubai Marina', 1, 2, 900, 'apartment', 'rent', 'available', false, null, now() - interval '2 days 1 hour'),
  -- 64. Dubai Marina
  ('a0000000-0000-4000-8000-000000000064', '11111111-1111-4111-8111-111111111111', '3-Bedroom Apartment in Princess Tower',
   'Three-bedroom apartment with Palm Jumeirah and sea views from the balcony. Includes a maid''s room and two parking spaces. Vacant on transfer.',
   2850000, 'Princess Tower, Level 45, Dubai Marina, Dubai', 'Dubai Marina', 3, 4, 1950, 'apartment', 'sale', 'sold_stc', false, null, now() - interval '32 days'),
  -- 65. Dubai Marina
  ('a0000000-0000-4000-8000-000000000065', '33333333-3333-4333-8333-333333333333', 'Fitted Office in Marina Plaza',
   'Fully fitted office with a reception, four glass-walled rooms and an open workspace. The building sits beside the Dubai Marina metro station. Five parking spaces included.',
   210000, 'Marina Plaza, Office 2205, Dubai Marina, Dubai', 'Dubai Marina', null, 2, 2200, 'office', 'rent', 'available', false, null, now() - interval '18 days'),
  -- 66. Palm Jumeirah
  ('a0000000-0000-4000-8000-000000000066', '11111111-1111-4111-8111-111111111111', 'Signature Villa with Private Beach on Frond G',
   'Fully rebuilt signature villa with 60 metres of private beach and views of the Dubai skyline. Six bedroom suites, a cinema, a gym and a 20-metre infinity pool. Staff quarters and a garage for four cars.',
   35000000, 'Frond G, Signature Villa 21, Palm Jumeirah, Dubai', 'Palm Jumeirah', 6, 7, 8200, 'villa', 'sale', 'available', true, now() + interval '28 days', now() - interval '1 day 20 hours'),
  -- 67. Palm Jumeirah
  ('a0000000-0000-4000-8000-000000000067', '22222222-2222-4222-8222-222222222222', '2-Bedroom Beach-Access Apartment on the Palm',
   'Two-bedroom apartment with direct access to a private beach and pool. Upgraded kitchen and flooring. Walking distance to the Nakheel Mall and the monorail.',
   240000, 'Shoreline Apartments, Al Haseer, Palm Jumeirah, Dubai', 'Palm Jumeirah', 2, 3, 1600, 'apartment', 'rent', 'available', false, null, now() - interval '15 days'),
  -- 68. Palm Jumeirah
  ('a0000000-0000-4000-8000-000000000068', '33333333-3333-4333-8333-333333333333', 'Sky Penthouse at One Palm',
   'Five-bedroom sky penthouse with a private rooftop pool and 360-degree views of the Palm and the Gulf. Delivered fully furnished with Dorchester Collection services. Six parking spaces.',
   22000000, 'One Palm, Penthouse, Palm Jumeirah, Dubai', 'Palm Jumeirah', 5, 6, 7600, 'penthouse', 'sale', 'under_offer', false, null, now() - interval '44 days'),
  -- 69. JBR
  ('a0000000-0000-4000-8000-000000000069', '11111111-1111-4111-8111-111111111111', '2-Bedroom Sea-View Apartment in Sadaf',
   'Family apartment with a sea view, steps from JBR beach and The Walk. Two bedrooms with built-in wardrobes and a separate laundry area. Chiller included.',
   165000, 'Sadaf 7, Jumeirah Beach Residence, JBR, Dubai', 'JBR', 2, 3, 1380, 'apartment', 'rent', 'let_agreed', false, null, now() - interval '21 days'),
  -- 70. JBR
  ('a0000000-0000-4000-8000-000000000070', '22222222-2222-4222-8222-222222222222', 'Restaurant Unit on The Walk at JBR',
   'Fully fitted restaurant on The Walk with a large outdoor terrace facing the beach. Sold with a 10-year tenancy to a well-known F&B brand. Excellent year-round footfall.',
   6200000, 'The Walk, Shop 12, Jumeirah Beach Residence, JBR, Dubai', 'JBR', null, 2, 2600, 'retail', 'sale', 'available', false, null, now() - interval '39 days'),
  -- 71. Business Bay
  ('a0000000-0000-4000-8000-000000000071', '33333333-3333-4333-8333-333333333333', 'Design Office Floor in The Opus',
   'Half-floor office in Zaha Hadid''s landmark Opus building with views of the Dubai Canal. Shell and core, ready for a bespoke fit-out. Includes six parking spaces.',
   4500000, 'The Opus by Zaha Hadid, Office 602, Business Bay, Dubai', 'Business Bay', null, 3, 3500, 'office', 'sale', 'available', false, null, now() - interval '8 hours'),
  -- 72. Business Bay
  ('a0000000-0000-4000-8000-000000000072', '11111111-1111-4111-8111-111111111111', '1-Bedroom Apartment in Executive Towers',
   'Well-maintained apartment with a canal view and access to Bay Avenue Park. The building is linked to a mall with a supermarket and cafés. Near Business Bay metro station.',
   105000, 'Executive Towers, Tower H, Business Bay, Dubai', 'Business Bay', 1, 2, 820, 'apartment', 'rent', 'available', false, null, now() - interval '3 days 8 hours'),
  -- 73. Business Bay
  ('a0000000-0000-4000-8000-000000000073', '22222222-2222-4222-8222-222222222222', 'Mixed-Use Development Plot on the Dubai Canal',
   'Freehold mixed-use plot on Marasi Drive approved for a G+35 tower. The plot faces the Dubai Canal and is close to Downtown Dubai. Price on request for developers.',
   null, 'Plot BB-B06, Marasi Drive, Business Bay, Dubai', 'Business Bay', null, null, 25000, 'land', 'sale', 'available', false, null, now() - interval '55 days'),
  -- 74. Arabian Ranches
  ('a0000000-0000-4000-8000-000000000074', '33333333-3333-4333-8333-333333333333', '4-Bedroom Villa Backing the Park in Arabian Ranches 2',
   'Family villa backing onto a landscaped park in the Rasha cluster. Private pool, a family room and a maid''s room. Community pools, sports courts and schools nearby.',
   5400000, 'Arabian Ranches 2, Rasha, Villa 33, Arabian Ranches, Dubai', 'Arabian Ranches', 4, 5, 4300, 'villa', 'sale', 'available', false, null, now() - interval '9 days'),
  -- 75. Arabian Ranches
  ('a0000000-0000-4000-8000-000000000075', '11111111-1111-4111-8111-111111111111', '3-Bedroom Townhouse in Arabian Ranches 3',
   'New townhouse with a private garden and a rooftop terrace. Close to the community lagoon and retail centre. Available unfurnished from the start of next month.',
   180000, 'Arabian Ranches 3, Sun, Townhouse 41, Arabian Ranches, Dubai', 'Arabian Ranches', 3, 4, 2400, 'townhouse', 'rent', 'available', false, null, now() - interval '23 hours'),
  -- 76. Yas Island
  ('a0000000-0000-4000-8000-000000000076', '22222222-2222-4222-8222-222222222222', 'Freehold Villa Plot on Yas North',
   'Waterfront residential plot in the upcoming Yas North district. Freehold for all nationalities with a flexible payment plan. Ideal for a bespoke family home.',
   4800000, 'Yas North, Plot YN-22, Yas Island, Abu Dhabi', 'Yas Island', null, null, 15000, 'land', 'sale', 'available', false, null, now() - interval '42 days'),
  -- 77. Al Raha Beach
  ('a0000000-0000-4000-8000-000000000077', '33333333-3333-4333-8333-333333333333', 'Commercial Plot near Al Raha Gardens',
   'Commercial plot zoned for a G+4 mixed-use building close to Al Raha Gardens. Highway frontage ensures good visibility. Suitable for a retail and office development.',
   3400000, 'Al Raha Gardens, Plot G-14, Al Raha Beach, Abu Dhabi', 'Al Raha Beach', null, null, 30000, 'land', 'sale', 'available', false, null, now() - interval '34 days'),
  -- 78. Khalifa City
  ('a0000000-0000-4000-8000-000000000078', '11111111-1111-4111-8111-111111111111', 'Modern 5-Bedroom Villa in Al Merief',
   'Newly built villa with a contemporary façade, a double-height entrance and a private pool. Smart-home lighting and air conditioning throughout. Close to the new Khalifa City shopping district.',
   4600000, 'Al Merief, Villa 12, Khalifa City, Abu Dhabi', 'Khalifa City', 5, 6, 6200, 'villa', 'sale', 'available', false, null, now() - interval '1 day 11 hours'),
  -- 79. Saadiyat Island
  ('a0000000-0000-4000-8000-000000000079', '22222222-2222-4222-8222-222222222222', 'Brand-New 3-Bedroom Townhouse in Saadiyat Lagoons',
   'Brand-new townhouse surrounded by greenery and walking trails. Three en-suite bedrooms and a landscaped garden. Five minutes from Saadiyat beach.',
   150000, 'Saadiyat Lagoons, Townhouse 58, Saadiyat Island, Abu Dhabi', 'Saadiyat Island', 3, 4, 2050, 'townhouse', 'rent', 'available', false, null, now() - interval '7 days 6 hours'),
  -- 80. Abu Dhabi Marina
  ('a0000000-0000-4000-8000-000000000080', '33333333-3333-4333-8333-333333333333', '3-Bedroom Penthouse with Palace Views',
   'Furnished penthouse with a large terrace overlooking the breakwater and Emirates Palace. Direct access to the Fairmont hotel''s pools and beach. Available for a twelve-month lease.',
   380000, 'Fairmont Marina Residences, Penthouse 2, Abu Dhabi Marina, Abu Dhabi', 'Abu Dhabi Marina', 3, 4, 3600, 'penthouse', 'rent', 'available', true, now() - interval '2 days', now() - interval '46 days'),
  -- 81. Al Reem Island
  ('a0000000-0000-4000-8000-000000000081', '11111111-1111-4111-8111-111111111111', 'Shell-and-Core Office in Addax Tower',
   'Shell-and-core office with stunning views of the Corniche from Level 30. Suited to a company that wants to design its own space. Landlord contribution towards fit-out available.',
   120000, 'Addax Tower, Level 30, Al Reem Island, Abu Dhabi', 'Al Reem Island', null, 2, 1500, 'office', 'rent', 'available', false, null, now() - interval '53 days'),
  -- Commercial: 82 to 88. Rents are per year, as UAE commercial rents are quoted.
  -- 82. Al Reem Island
  ('a0000000-0000-4000-8000-000000000082', '22222222-2222-4222-8222-222222222222', 'Fitted Office with Sea Views in Tamouh Tower',
   'Fitted office on a high floor with a reception, a glass-walled meeting room and open-plan space for twelve desks. The windows face the sea and the Al Maryah Island skyline. Chiller and service charges included; rent payable in four cheques.',
   180000, 'Tamouh Tower, Office 2304, Marina Square, Al Reem Island, Abu Dhabi', 'Al Reem Island', null, 2, 1650, 'office', 'rent', 'available', false, null, now() - interval '4 days 5 hours'),
  -- 83. Al Maryah Island
  ('a0000000-0000-4000-8000-000000000083', '33333333-3333-4333-8333-333333333333', 'Tenanted ADGM Office in Al Maqam Tower',
   'Grade A office in the ADGM jurisdiction, sold with a tenant on a three-year lease at AED 290,000 a year. Fitted with four meeting rooms and a pantry, with four parking bays and a covered link to The Galleria. Freehold and open to foreign investors.',
   3950000, 'Al Maqam Tower, Level 27, ADGM Square, Al Maryah Island, Abu Dhabi', 'Al Maryah Island', null, 2, 2450, 'office', 'sale', 'available', false, null, now() - interval '14 days'),
  -- 84. Al Reem Island
  ('a0000000-0000-4000-8000-000000000084', '11111111-1111-4111-8111-111111111111', 'Corner Shop below a Residential Tower on Al Reem Island',
   'Street-facing corner unit with a double frontage below a tower of 600 apartments, suited to a pharmacy, café or convenience store. Shell and core with a shared loading bay. The landlord offers a three-month rent-free fit-out period.',
   165000, 'Al Durrah Tower, Shop 2, Najmat Abu Dhabi, Al Reem Island, Abu Dhabi', 'Al Reem Island', null, 1, 1050, 'retail', 'rent', 'available', false, null, now() - interval '3 days 2 hours'),
  -- 85. Mussafah
  ('a0000000-0000-4000-8000-000000000085', '33333333-3333-4333-8333-333333333333', 'Warehouse with Open Yard in Mussafah Industrial',
   'Standalone warehouse with an 8-metre clear height, two loading docks and a 6,000 sq ft open yard. A mezzanine office and a staff accommodation block are included, and Civil Defence approval is in place. Close to the Mussafah bridges and the E30.',
   290000, 'Mussafah Industrial Area, M-26, Plot 41, Mussafah, Abu Dhabi', 'Mussafah', null, 2, 12000, 'warehouse', 'rent', 'available', false, null, now() - interval '6 days 4 hours'),
  -- 86. Mussafah
  ('a0000000-0000-4000-8000-000000000086', '11111111-1111-4111-8111-111111111111', 'Warehouse with Mezzanine Offices in Mussafah',
   'Steel-frame warehouse on a leasehold plot with mezzanine offices, three loading shutters and a 400 kW power supply. The nine-metre eaves height suits racking for logistics or light manufacturing. Ten minutes from Sheikh Zayed Bridge and the E11.',
   6200000, 'Mussafah Industrial Area, M-9, Plot 12, Mussafah, Abu Dhabi', 'Mussafah', null, 2, 18500, 'warehouse', 'sale', 'under_offer', false, null, now() - interval '19 days'),
  -- 87. Mina Zayed
  ('a0000000-0000-4000-8000-000000000087', '22222222-2222-4222-8222-222222222222', 'Industrial Plot for Lease near Mina Zayed Port',
   'Serviced industrial plot leased long term for a logistics yard or a build-to-suit facility. Utilities are at the boundary and the port gates are five minutes away. Lease terms of up to 30 years.',
   215000, 'Mina Zayed Industrial Zone, Plot MZ-7, Mina Zayed, Abu Dhabi', 'Mina Zayed', null, null, 43000, 'land', 'rent', 'available', false, null, now() - interval '27 days'),
  -- 88. Khalifa City
  ('a0000000-0000-4000-8000-000000000088', '33333333-3333-4333-8333-333333333333', 'Roadside Showroom with Mezzanine Office in Khalifa City',
   'Glass-fronted showroom on a main road with a double-height frontage, signage rights and a mezzanine office. Visible to traffic heading to the airport and Yas Island, with ten customer parking spaces.',
   360000, 'Khalifa City A, Al Khaleej Al Arabi Street, Showroom 4, Khalifa City, Abu Dhabi', 'Khalifa City', null, 2, 4200, 'retail', 'rent', 'available', false, null, now() - interval '10 hours')
  ) as v(id, user_id, title, description, price, address, location, bedrooms, bathrooms, size_sqft,
         property_type, listing_type, status, is_featured, featured_until, created_at);

-- Listing facts --------------------------------------------------------------------------------
-- Furnishing, ready or off-plan, amenities, a map position near the area's centre, and a video
-- tour for some: each derived from the listing's type, purpose and area, varied per listing by a
-- hash of its id so the sample reads like a real market. The touch trigger is off meanwhile, so
-- every listing keeps the updated_at it was seeded with.
alter table public.properties disable trigger properties_touch;
with centre(location, lat, lng) as (
  values
    ('Abu Dhabi Marina', 24.4766, 54.3224), ('Al Bateen', 24.4575, 54.3370), ('Al Khalidiyah', 24.4690, 54.3480),
    ('Al Maryah Island', 24.5010, 54.3890), ('Al Raha Beach', 24.4500, 54.5980), ('Al Reef', 24.4490, 54.6770),
    ('Al Reem Island', 24.4990, 54.4060), ('Arabian Ranches', 25.0550, 55.2690), ('Business Bay', 25.1860, 55.2720),
    ('Corniche Area', 24.4760, 54.3500), ('Downtown Abu Dhabi', 24.4900, 54.3640), ('Downtown Dubai', 25.1950, 55.2780),
    ('Dubai Marina', 25.0800, 55.1400), ('Hydra Village', 24.5760, 54.7320), ('JBR', 25.0780, 55.1340),
    ('Jumeirah Village', 25.0560, 55.2080), ('Khalifa City', 24.4200, 54.5780), ('Masdar City', 24.4270, 54.6150),
    ('Mina Zayed', 24.5240, 54.3790), ('Mohammed Bin Zayed City', 24.3480, 54.5390), ('Mussafah', 24.3520, 54.4990),
    ('Palm Jumeirah', 25.1120, 55.1390), ('Saadiyat Island', 24.5420, 54.4330), ('Yas Island', 24.4880, 54.6080)
),
listing as (
  select p.id, p.property_type, p.listing_type, p.location,
         abs(('x' || substr(md5(p.id::text), 1, 8))::bit(32)::int) as h,
         p.property_type in ('apartment', 'villa', 'townhouse', 'penthouse') as home
    from public.properties p
   where p.id::text like 'a0000000-0000-4000-8000-%'
),
facts as (
  select l.*, c.lat, c.lng,
         l.listing_type = 'sale' and l.home and l.h % 4 = 0 as off_plan,
         l.location in ('Saadiyat Island', 'Al Raha Beach', 'Palm Jumeirah', 'JBR', 'Dubai Marina', 'Abu Dhabi Marina',
                        'Corniche Area', 'Al Reem Island', 'Yas Island') as coastal
    from listing l
    left join centre c using (location)
)
update public.properties p
   set furnishing = case
         when not f.home then null
         when f.listing_type = 'rent' then (array['furnished', 'semi_furnished', 'furnished', 'unfurnished'])[1 + f.h % 4]
         else (array['unfurnished', 'furnished', 'semi_furnished'])[1 + f.h % 3] end,
       completion_status = case when f.property_type = 'land' then null when f.off_plan then 'off_plan' else 'ready' end,
       handover_date = case when f.off_plan then make_date(2027 + (f.h / 4) % 2, 1 + 3 * ((f.h / 8) % 4), 1) end,
       payment_plan = case when f.off_plan then (array['60/40: 60% during construction, 40% on handover',
                                                       '50/50 with 10% on booking',
                                                       '70/30 with the 30% over 3 years after handover'])[1 + (f.h / 16) % 3] end,
       amenities = array(
         select distinct a from unnest(
           case f.property_type
             when 'villa' then array['pool', 'private_garden', 'maids_room', 'parking', 'central_ac', 'built_in_wardrobes', 'security']
             when 'townhouse' then array['private_garden', 'parking', 'central_ac', 'kids_play_area', 'built_in_wardrobes']
             when 'apartment' then array['gym', 'pool', 'parking', 'balcony', 'central_ac', 'concierge', 'security']
             when 'penthouse' then array['pool', 'gym', 'balcony', 'concierge', 'maids_room', 'parking', 'study']
             when 'office' then array['parking', 'central_ac', 'security', 'concierge']
             when 'retail' then array['parking', 'central_ac', 'security']
             when 'warehouse' then array['parking', 'security']
             else array[]::text[] end
           || case when f.home and f.coastal then array['sea_view'] else array[]::text[] end
           || case when f.home and f.location in ('Saadiyat Island', 'Palm Jumeirah', 'JBR') then array['beach_access'] else array[]::text[] end
           || case when f.home and f.h % 5 = 0 then array['pets_allowed'] else array[]::text[] end
           || case when f.home and f.h % 3 = 0 then array['study'] else array[]::text[] end
         ) as a order by a),
       latitude = f.lat + ((f.h % 200) - 100) / 25000.0,
       longitude = f.lng + (((f.h / 200) % 200) - 100) / 25000.0,
       video_url = case when f.home and f.h % 5 = 1 then 'https://www.youtube.com/watch?v=' || substr(md5(f.id::text || 'video'), 1, 11) end
  from facts f
 where p.id = f.id;
alter table public.properties enable trigger properties_touch;

-- Arabic text -----------------------------------------------------------------------------------
-- Some listings are written in Arabic too, as agents here often do; the rest are English only, so
-- the Arabic site shows both (the English text, marked as English, where there is no Arabic).
-- Listing 39 has an Arabic title only. The touch trigger is off, as above.
alter table public.properties disable trigger properties_touch;
update public.properties p
   set title_ar = v.title_ar, description_ar = v.description_ar
  from (values
  ('a0000000-0000-4000-8000-000000000001', 'شقة غرفتين مطلة على البحر في مساكن فيرمونت مارينا',
   'شقة زاوية مشرقة بنوافذ ممتدة من الأرض حتى السقف، مطلة على البحر والمارينا. غرفتا النوم بحمام خاص لكل منهما، والمطبخ المفتوح مجهز بالكامل بأجهزة بوش. يتمتع السكان بشاطئ خاص ومسبح لا متناهي وخدمة كونسيرج على مدار الساعة.'),
  ('a0000000-0000-4000-8000-000000000002', 'شقة مفروشة بغرفة نوم واحدة وإطلالة على المارينا',
   'شقة مفروشة بذوق بغرفة نوم واحدة على بعد خطوات من مارينا مول. الشرفة تطل على مراسي اليخوت وتستقبل شمس المساء. الإيجار يشمل موقف سيارات مغطى ورسوم التكييف، ويُدفع على 4 شيكات.'),
  ('a0000000-0000-4000-8000-000000000003', 'بنتهاوس دوبلكس مع مسبح خاص على السطح',
   'بنتهاوس دوبلكس نادر على طابقين علويين مع تراس على السطح بمساحة 1,400 قدم مربع ومسبح صغير. صالة المعيشة بواجهات زجاجية مزدوجة الارتفاع وإطلالة مفتوحة على الكورنيش وجزيرة اللؤلؤ. يشمل غرفة خادمة وردهة مصعد خاصة وأربعة مواقف سيارات.'),
  ('a0000000-0000-4000-8000-000000000005', 'شقة مجددة بغرفة نوم قرب قصر الحصن',
   'شقة مجددة بالكامل بأرضيات جديدة ومطبخ عصري وخزانة ملابس واسعة. قصر الحصن والمجمع الثقافي ومول المركز التجاري العالمي على مسافة مشي. مؤجرة حتى مارس بـ 85,000 درهم سنوياً، استثمار بعائد جاهز.'),
  ('a0000000-0000-4000-8000-000000000010', 'فيلا على الشاطئ من 5 غرف نوم في شاطئ السعديات',
   'فيلا عصرية على قطعة أرض كبيرة على بعد لحظات من شاطئ السعديات المحمي. الطابق الأرضي ينفتح على حديقة منسقة مع مسبح بطول 12 متراً ومطبخ خارجي. جميع غرف النوم في الطابق العلوي بحمام خاص، وللغرفة الرئيسية تراس خاص بإطلالة بحرية.'),
  ('a0000000-0000-4000-8000-000000000011', 'شقة غرفتين في ممشى السعديات',
   'شقة على الشاطئ في مجتمع ممشى السعديات مع وصول مباشر إلى مقاهي ومطاعم الممشى. متحف اللوفر أبوظبي على بعد خمس دقائق سيراً. شرفة واسعة بإطلالة جزئية على البحر ومسبح لا متناهي مشترك على السطح.'),
  ('a0000000-0000-4000-8000-000000000016', 'تاون هاوس 3 غرف نوم مطل على ملعب الغولف في ياس إيكرز',
   'تاون هاوس مع حديقة خاصة تطل مباشرة على ملعب الغولف. الطابق الأرضي بتصميم مفتوح مع مطبخ مجهز وغرفة ضيوف، وفي الطابق العلوي غرفتا نوم بحمام خاص. مسبح ونادٍ رياضي للمجتمع، وعلى بعد دقائق من ياس مول وعالم فيراري.'),
  ('a0000000-0000-4000-8000-000000000021', 'شقة شاطئية بغرفتي نوم في المنيرة',
   'شقة مليئة بالضوء في المنيرة مع وصول مباشر إلى الشاطئ الخاص. صالة المعيشة تنفتح على تراس واسع مطل على الخليج. على مسافة مشي من مطاعم مارينا البندر.'),
  ('a0000000-0000-4000-8000-000000000026', 'شقة بغرفة نوم في مارينا سكوير',
   'شقة مريحة بغرفة نوم واحدة وشرفة مطلة على أشجار القرم. قريبة من بوتيك مول وحديقة الريم المركزية. يوفر المبنى نادياً رياضياً ومسبحاً وحراسة على مدار الساعة.'),
  ('a0000000-0000-4000-8000-000000000031', 'فيلا مستقلة 4 غرف نوم في مدينة خليفة أ',
   'فيلا مستقلة على قطعة أرض زاوية مع حديقة كبيرة ومجلس منفصل. المطبخ مجدد، وغرفة السائق فوق المرآب. قريبة من أفضل المدارس وحديقة خليفة.'),
  ('a0000000-0000-4000-8000-000000000039', 'مكتب في سوق أبوظبي العالمي بإطلالة على الواجهة المائية', null)
  ) as v(id, title_ar, description_ar)
 where p.id = v.id::uuid;
alter table public.properties enable trigger properties_touch;

-- Images ----------------------------------------------------------------------------------------
-- Each listing gets 1 to 5 photos suited to its type (JPEGs of an upload's size and weight); the set is rotated per listing so
-- cards do not all share one cover. Position 0 is the primary image.
with sets(property_type, images) as (
  values
    ('apartment', array['apartment-tower', 'living-room', 'kitchen', 'bedroom', 'marina-view']),
    ('villa',     array['villa-exterior', 'villa-pool', 'living-room', 'kitchen', 'bedroom']),
    ('townhouse', array['townhouse-row', 'living-room', 'kitchen', 'bedroom', 'villa-pool']),
    ('penthouse', array['penthouse-terrace', 'skyline-night', 'living-room', 'bedroom', 'kitchen']),
    ('office',    array['office-building', 'office-interior', 'skyline-night']),
    ('retail',    array['retail-front', 'office-interior', 'skyline-night']),
    ('land',      array['land-plot', 'skyline-night']),
    -- no warehouse illustration yet: the office pictures stand in
    ('warehouse', array['office-building', 'office-interior', 'skyline-night'])
),
listings as (
  select p.id, p.property_type, p.created_at,
         (row_number() over (order by p.id))::int as n
    from public.properties p
   where p.id::text like 'a0000000-0000-4000-8000-%'
),
counts as (
  select l.*, s.images,
         least((array[3, 5, 2, 4, 1, 3, 2, 4, 3, 1, 2])[1 + l.n % 11], cardinality(s.images)) as image_count
    from listings l
    join sets s using (property_type)
)
insert into public.property_images (property_id, image_url, storage_path, is_primary, position, created_at)
select c.id,
       '/samples/' || c.images[1 + (c.n + pos) % cardinality(c.images)] || '.jpg',
       null,
       pos = 0,
       pos,
       c.created_at
  from counts c
 cross join lateral generate_series(0, c.image_count - 1) as pos
 order by c.id, pos;

-- Floor plans: two of every three homes have one; villas and townhouses a plan of each floor.
-- Their positions are the database's (after the others of their kind).
insert into public.property_images (property_id, image_url, storage_path, kind, created_at)
select p.id, '/samples/' || plan.file || '.svg', null, 'floor_plan', p.created_at
  from public.properties p
 cross join lateral (
   select unnest(case when p.property_type in ('villa', 'townhouse')
                      then array['floor-plan-villa-ground', 'floor-plan-villa-first']
                      else array['floor-plan-apartment'] end) as file
 ) plan
 where p.id::text like 'a0000000-0000-4000-8000-%'
   and p.property_type in ('apartment', 'villa', 'townhouse', 'penthouse')
   and abs(('x' || substr(md5(p.id::text), 9, 8))::bit(32)::int) % 3 <> 0
 order by p.id, plan.file desc;

-- Enquiries ------------------------------------------------------------------------------------
-- The messages trigger fills recipient_id from the listing owner, and keeps sender_id, is_read
-- and created_at as given only for the service role, so this runs as the service role.
begin;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);

insert into public.messages (property_id, sender_id, recipient_id, name, email, phone, message, is_read, created_at)
select p.id, v.sender_id::uuid, p.user_id, v.name, v.email, v.phone, v.message, v.is_read, v.created_at
  from (values
    ('2-Bedroom Sea-View Apartment in Fairmont Marina Residences', null,
     'Hannah Whitfield', 'hannah.whitfield@example.com', '+971 50 123 4567',
     'Hello, is this apartment still available? I would like to arrange a viewing this weekend if possible.',
     false, now() - interval '1 hour'),
    ('5-Bedroom Beachfront Villa in Saadiyat Beach', null,
     'Rashed Al Ketbi', 'rashed.alketbi@example.com', '+971 56 987 6543',
     'Could you share the service charges and whether the sellers would consider an offer around AED 14 million?',
     false, now() - interval '20 hours'),
    ('Investor Studio in Sun Tower', null,
     'Priya Nair', 'priya.nair@example.com', null,
     'I am interested in this studio as an investment. Can you send the tenancy contract details and the expiry date?',
     true, now() - interval '3 days'),
    ('1-Bedroom Apartment in Marina Square', '33333333-3333-4333-8333-333333333333',
     'Omar Rashid', 'omar.rashid@manzil.ae', '+971 52 555 0303',
     'Hi Sara, I have a client relocating from Dubai next month who fits this listing well. Are you open to a split commission?',
     true, now() - interval '2 days'),
    ('2-Bedroom Apartment with Burj Khalifa View', null,
     'Thomas Becker', 'thomas.becker@example.com', '+49 151 2345 6789',
     'Good afternoon, I am buying from abroad. Is a virtual viewing possible, and is the apartment vacant on transfer?',
     false, now() - interval '5 hours'),
    ('4-Bedroom Villa Backing the Park in Arabian Ranches 2', '22222222-2222-4222-8222-222222222222',
     'Layla Haddad', 'layla.haddad@manzil.ae', '+971 55 555 0202',
     'Hello Omar, my buyers viewed Rasha last week and would like a second viewing on Saturday morning. Is 10am convenient?',
     false, now() - interval '26 hours')
  ) as v(title, sender_id, name, email, phone, message, is_read, created_at)
  join public.properties p on p.title = v.title;

-- Sample listings and messages are not news: nothing in them is alerted or notified (the
-- triggers of 20261204090000_alerts.sql queued them as they were inserted).
delete from private.alert_listing_changes;
delete from private.enquiry_notifications;

commit;
