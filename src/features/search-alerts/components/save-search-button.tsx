import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { openAuthDialog } from '@/lib/auth-dialog';
import { importWithRetry } from '@/lib/import-with-retry';
import { useSessionUser } from '@/lib/session';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { saveSearchMutation } from '../api/save-search';

const SaveSearchDialog = lazy(() => importWithRetry(() => import('./save-search-dialog')));

interface SaveSearchButtonProps {
  /** The search on the page: its default name, its query string and what it is in words ('Villas in Yas Island · For sale'). */
  search: { name: string; query: string; description: string };
}

/**
 * A results page's Save search: asks how often to email new listings (signed in), then saves the
 * search for the account, offline too.
 */
export function SaveSearchButton({ search }: SaveSearchButtonProps) {
  const { t } = useLingui();
  const user = useSessionUser();
  const saveSearch = useOutboxMutation(saveSearchMutation, user?.id ?? null);
  const [saveAsked, setSaveAsked] = useState(false);
  const onSave = () => {
    if (!user) {
      openAuthDialog('signIn', t`Sign in to save this search`);
      return;
    }
    setSaveAsked(true);
  };

  return (
    <>
      <Button variant="light" onClick={onSave} loading={saveSearch.isPending}>
        <Trans>Save search</Trans>
      </Button>
      {saveAsked && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            opened={saveAsked}
            onClose={() => setSaveAsked(false)}
            description={search.description}
            onSave={(alert) => {
              setSaveAsked(false);
              void saveSearch.send({ name: search.name, query: search.query, alert });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
