import { Container } from '@mantine/core';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { NotFoundPage } from '@/components/not-found-page';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { AuthDialog } from '@/features/auth/components/auth-dialog';
import { useGuardedSignOut } from '@/features/auth/components/sign-out-dialog';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { user } = useSession();
  const signOut = useGuardedSignOut();
  return (
    <>
      <HeadContent />
      <SiteHeader signedIn={user !== null} onSignIn={() => openAuthDialog('signIn')} onSignOut={() => void signOut.requestSignOut()} />
      <Container component="main" id="main" tabIndex={-1} size="xl" py="xl" style={{ outline: 'none' }}>
        <Outlet />
      </Container>
      <SiteFooter />
      <AuthDialog />
      {signOut.dialog}
    </>
  );
}
