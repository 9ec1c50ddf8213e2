import { Container } from '@mantine/core';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <SiteHeader />
      <Container component="main" id="main" size="xl" py="xl">
        <Outlet />
      </Container>
      <SiteFooter />
    </>
  );
}
