import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { usePendingPayloads } from '@/offline/use-pending-writes';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { deleteSavedSearchMutation, renameSavedSearchMutation, savedSearchNameProblem, setSavedSearchAlertMutation } from '../api/save-search';
import { deleteSavedSearchKind, renameSavedSearchKind, saveSearchKind, setSavedSearchAlertKind, type SearchAlert } from '../api/saved-search-kinds';
import { ALERT_OPTIONS } from '../search-alerts';
import { savedSearchesQueryOptions, type SavedSearch } from '../api/saved-searches';

/** What a saved search's query string is, from the listings search it holds (composed in by the route). */
export interface SavedSearchQueries {
  /** The search in words ('Villas in Yas Island · For sale'). */
  describe(query: string): string;
  /** The link that runs the search, with this label and content. */
  renderRunLink(query: string, link: { label: string; children: ReactNode }): ReactNode;
}

/** Dashboard > Saved Properties: the user's saved searches, each to run, rename or delete. */
export function SavedSearches({ userId, queries }: { userId: string; queries: SavedSearchQueries }) {
  const withPendingChanges = usePendingChanges(userId);
  const query = useQuery({ ...savedSearchesQueryOptions(userId), select: withPendingChanges });
  const { t } = useLingui();
  return (
    <Stack component="section" aria-labelledby="saved-searches-heading">
      <Title order={2} size="h3" id="saved-searches-heading">
        <Trans>Saved searches</Trans>
      </Title>
      <QueryState
        query={query}
        errorMessage={t`Your saved searches could not be loaded`}
        offline={<OfflineState what={t`Your saved searches`} />}
        loading={<Loader aria-label={t`Loading your saved searches`} />}
      >
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed">
              <Trans>You have no saved searches yet. Search for properties and choose Save search to keep one here.</Trans>
            </Text>
          ) : (
            <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.map((search) => (
                <SavedSearchItem key={search.id} userId={userId} search={search} queries={queries} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/**
 * Lays the changes still waiting on this device (searches saved, renamed or deleted offline) over
 * the server's list, so they show as made, after a reload too.
 */
function usePendingChanges(userId: string): (searches: SavedSearch[]) => SavedSearch[] {
  const saved = usePendingPayloads(saveSearchKind, userId);
  const renamed = usePendingPayloads(renameSavedSearchKind, userId);
  const alerted = usePendingPayloads(setSavedSearchAlertKind, userId);
  const deleted = usePendingPayloads(deleteSavedSearchKind, userId);
  return (searches) => {
    const names = new Map(renamed.map(({ id, name }) => [id, name]));
    const alerts = new Map(alerted.map(({ id, alert }) => [id, alert]));
    const gone = new Set(deleted.map(({ id }) => id));
    const known = new Set(searches.map(({ id }) => id));
    // A save still waiting shows with the database's default alert when it chose none.
    const waiting = saved.filter(({ id }) => !known.has(id)).map((search) => ({ ...search, alert: search.alert ?? 'daily', created_at: '' }));
    return [...waiting.reverse(), ...searches]
      .filter(({ id }) => !gone.has(id))
      .map((search) => ({ ...search, name: names.get(search.id) ?? search.name, alert: alerts.get(search.id) ?? search.alert }));
  };
}

function SavedSearchItem({ userId, search, queries }: { userId: string; search: SavedSearch; queries: SavedSearchQueries }) {
  const { i18n, t } = useLingui();
  const searchName = search.name;
  const rename = useOutboxMutation(renameSavedSearchMutation, userId);
  const remove = useOutboxMutation(deleteSavedSearchMutation, userId);
  const setAlert = useOutboxMutation(setSavedSearchAlertMutation, userId);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  const [problem, setProblem] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const startEditing = () => {
    setName(search.name);
    setProblem(null);
    setEditing(true);
  };
  // Keyboard focus returns to Rename when the name form closes.
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  const saveName = async () => {
    const invalid = savedSearchNameProblem(i18n, name);
    setProblem(invalid);
    if (invalid) return;
    const outcome = await rename.send({ id: search.id, name });
    if (outcome && outcome.state !== 'stopped') stopEditing();
    // Refused: the typed name stays in the field, to try again.
    else {
      const reason = outcome?.error?.message ?? t`please try again`;
      setProblem(t`Failed to rename the search: ${reason}`);
    }
  };

  const deleteSearch = () => void remove.send({ id: search.id, name: search.name });

  return (
    <Card component="li" withBorder aria-label={search.name}>
      <Stack gap="xs">
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void saveName();
            }}
          >
            <Group align="flex-end">
              <TextInput label={t`Name of this search`} value={name} onChange={(e) => setName(e.currentTarget.value)} error={problem} maxLength={100} autoFocus style={{ flex: 1 }} />
              <Button type="submit" loading={rename.isPending}>
                <Trans>Save name</Trans>
              </Button>
              <Button
                variant="default"
                onClick={stopEditing}
              >
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </form>
        ) : (
          <Text fw={600}>{search.name}</Text>
        )}
        <Text size="sm" c="dimmed">
          {queries.describe(search.query)}
        </Text>
        <NativeSelect
          label={t`Email alerts`}
          aria-label={t`Email alerts for ${searchName}`}
          data={ALERT_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          value={search.alert}
          onChange={(event) => void setAlert.send({ id: search.id, name: search.name, alert: event.currentTarget.value as SearchAlert })}
          maw={280}
          size="xs"
        />
        <Group gap="xs">
          {queries.renderRunLink(search.query, { label: t`Run search ${searchName}`, children: <Trans>Run search</Trans> })}
          {!editing && (
            <Button ref={renameButton} variant="light" size="compact-sm" onClick={startEditing} aria-label={t`Rename ${searchName}`}>
              <Trans>Rename</Trans>
            </Button>
          )}
          <Button variant="subtle" color="red" size="compact-sm" loading={remove.isPending} onClick={deleteSearch} aria-label={t`Delete ${searchName}`}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
