import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { useState } from 'react';
import { getSessionState } from '@/lib/session';
import { supabase } from '@/lib/supabase';

/** The function's own message from a non-2xx answer ({ error }), else the client's message. */
async function functionErrorMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body: unknown = await (error.context as Response).clone().json();
      if (body && typeof body === 'object') {
        const message = (body as { error?: unknown; message?: unknown }).error ?? (body as { message?: unknown }).message;
        if (typeof message === 'string' && message) return message;
      }
    } catch {
      // not JSON: fall back to the client's message
    }
  }
  return error instanceof Error && error.message ? error.message : 'Failed to create featured listing';
}

/**
 * The owner's Promote Listing control (spec.md section 2): a featured listing shows a disabled
 * 'Featured' button; otherwise the button asks create-featured-listing for a checkout URL and
 * sends the browser there.
 */
export function PromoteListing({ propertyId, featured }: { propertyId: string; featured: boolean }) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  if (featured) {
    return (
      <Button disabled color="yellow">
        Featured
      </Button>
    );
  }

  const promote = async () => {
    setFailed(null);
    if (!getSessionState().user) {
      notifications.show({ title: 'Error', message: 'You must be logged in to promote a property', color: 'red' });
      return;
    }
    setLoading(true);
    try {
      const { data, error } = await supabase.functions.invoke<{ url?: string; error?: string }>(
        `create-featured-listing?propertyId=${encodeURIComponent(propertyId)}`,
        { method: 'GET' },
      );
      if (error) throw new Error(await functionErrorMessage(error));
      if (data?.error) throw new Error(data.error);
      if (!data?.url) throw new Error('No checkout URL returned. Please try again later.');
      window.location.href = data.url;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Failed to create featured listing';
      notifications.show({ title: 'Error', message: `Failed to create featured listing: ${message}`, color: 'red' });
      setFailed(message);
      setLoading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button color="yellow" c="dark.9" onClick={() => void promote()} loading={loading}>
        Promote Listing
      </Button>
      <Text size="xs" c="dimmed">
        Feature this listing at the top of searches for 1 month.
      </Text>
      {failed && (
        <Alert color="red" role="alert" title="Error promoting property">
          {failed}
        </Alert>
      )}
    </Stack>
  );
}
