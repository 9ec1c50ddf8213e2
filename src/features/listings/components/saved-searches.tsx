import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AnchorLink } from '@/components/anchor-link';
import { OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { usePendingPayloads } from '@/offline/use-pending-writes';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { deleteSavedSearchMutation, renameSavedSearchMutation, savedSearchNameProblem } from '../api/save-search';
import { deleteSavedSearchKind, renameSavedSearchKind, saveSearchKind } from '../api/saved-search-kinds';
import { savedSearchesQueryOptions, type SavedSearch } from '../api/saved-searches';
import { describeSearch, parseSearchQuery } from '../filters';

/** Dashboard > Saved Properties: the user's saved searches, each to run, rename or delete. */
export function SavedSearches({ userId }: { userId: string }) {
  const withPendingChanges = usePendingChanges(userId);
  const query = useQuery({ ...savedSearchesQueryOptions(userId), select: withPendingChanges });
  return (
    <Stack component="section" aria-labelledby="saved-searches-heading">
      <Title order={2} size="h3" id="saved-searches-heading">
        Saved searches
      </Title>
      <QueryState
        query={query}
        errorMessage="Your saved searches could not be loaded"
        offline={<OfflineState what="Your saved searches" />}
        loading={<Loader aria-label="Loading your saved searches" />}
      >
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed">You have no saved searches yet. Search for properties and choose Save search to keep one here.</Text>
          ) : (
            <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.map((search) => (
                <SavedSearchItem key={search.id} userId={userId} search={search} />
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
  const deleted = usePendingPayloads(deleteSavedSearchKind, userId);
  return (searches) => {
    const names = new Map(renamed.map(({ id, name }) => [id, name]));
    const gone = new Set(deleted.map(({ id }) => id));
    const known = new Set(searches.map(({ id }) => id));
    const waiting = saved.filter(({ id }) => !known.has(id)).map((search) => ({ ...search, created_at: '' }));
    return [...waiting.reverse(), ...searches]
      .filter(({ id }) => !gone.has(id))
      .map((search) => (names.has(search.id) ? { ...search, name: names.get(search.id)! } : search));
  };
}

function SavedSearchItem({ userId, search }: { userId: string; search: SavedSearch }) {
  const params = parseSearchQuery(search.query);
  const rename = useOutboxMutation(renameSavedSearchMutation, userId);
  const remove = useOutboxMutation(deleteSavedSearchMutation, userId);
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
    const invalid = savedSearchNameProblem(name);
    setProblem(invalid);
    if (invalid) return;
    const outcome = await rename.send({ id: search.id, name });
    if (outcome && outcome.state !== 'stopped') stopEditing();
    // Refused: the typed name stays in the field, to try again.
    else setProblem(`Failed to rename the search: ${outcome?.error?.message ?? 'please try again'}`);
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
              <TextInput label="Name of this search" value={name} onChange={(e) => setName(e.currentTarget.value)} error={problem} maxLength={100} autoFocus style={{ flex: 1 }} />
              <Button type="submit" loading={rename.isPending}>
                Save name
              </Button>
              <Button
                variant="default"
                onClick={stopEditing}
              >
                Cancel
              </Button>
            </Group>
          </form>
        ) : (
          <Text fw={600}>{search.name}</Text>
        )}
        <Text size="sm" c="dimmed">
          {describeSearch(params).join(' · ')}
        </Text>
        <Group gap="xs">
          <AnchorLink to="/search-results" search={params} fw={600} mr="sm" aria-label={`Run search ${search.name}`}>
            Run search
          </AnchorLink>
          {!editing && (
            <Button ref={renameButton} variant="light" size="compact-sm" onClick={startEditing} aria-label={`Rename ${search.name}`}>
              Rename
            </Button>
          )}
          <Button variant="subtle" color="red" size="compact-sm" loading={remove.isPending} onClick={deleteSearch} aria-label={`Delete ${search.name}`}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
