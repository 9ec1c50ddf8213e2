import { Trans } from '@lingui/react/macro';
import { Box, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HomeHero } from './home-hero';
import { HomeFaq, HomeServices, HomeSignInPrompt, HomeTeasers } from './home-sections';

/**
 * The home page. The search form and the latest listings belong to the listings feature, so the
 * route passes them in.
 */
export function HomePage({ searchForm, latestListings }: { searchForm: ReactNode; latestListings: ReactNode }) {
  return (
    <Stack gap={48}>
      <HomeHero />
      <HomeTeasers />
      <Box component="section" aria-labelledby="home-search-title">
        <Title order={2} id="home-search-title" mb="md">
          <Trans>Search property for sale</Trans>
        </Title>
        {searchForm}
      </Box>
      {latestListings}
      <HomeServices />
      <HomeSignInPrompt />
      <HomeFaq />
    </Stack>
  );
}
