import { Container } from '@mantine/core';
import { createRootRouteWithContext, HeadContent, Outlet, useRouter } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { NotFoundPage } from '@/components/not-found-page';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { LazyAuthDialog } from '@/features/auth/components/lazy-auth-dialog';
import { useGuardedSignOut } from '@/features/auth/components/sign-out-dialog';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSessionUser } from '@/lib/session';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const user = useSessionUser();
  const router = useRouter();
  const signOut = useGuardedSignOut({
    // Leave first, so the page does not ask the user who just signed out to sign in again.
    beforeSignOut: async () => {
      // Pages only a signed-in user can use (under the /_signed-in layout) are left for home.
      if (router.state.matches.some((match) => match.routeId === '/_signed-in')) await router.navigate({ to: '/' });
    },
  });
  return (
    <>
      <HeadContent />
      <SiteHeader signedIn={user !== null} onSignIn={() => openAuthDialog('signIn')} onSignOut={() => void signOut.requestSignOut()} />
      <Container component="main" id="main" tabIndex={-1} size="xl" py="xl" style={{ outline: 'none' }}>
        <Outlet />
      </Container>
      <SiteFooter />
      <LazyAuthDialog />
      {signOut.dialog}
    </>
  );
}
