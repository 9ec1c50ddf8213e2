import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@supabase/supabase-js';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useSessionUser } from '@/lib/session';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { contactMessageMutation, messageSent } from '../api/send-contact-message';
import {
  contactAgentSchema,
  emptyContactAgentForm,
  isHoneypotFilled,
  type ContactAgentInput,
  type ContactAgentValues,
} from '../contact-agent-schema';
import { ContactAgentFields } from './contact-agent-fields';

/** zod schema -> react-hook-form resolver (first message per field). */
const contactAgentResolver: Resolver<ContactAgentInput, unknown, ContactAgentValues> = async (values) => {
  const result = contactAgentSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ContactAgentInput> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactAgentInput | undefined;
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** The signed-in user's name and email, to pre-fill the form (its message in the page's language). */
function defaultsFor(user: User | null, i18n: I18n): ContactAgentInput {
  const empty = emptyContactAgentForm(i18n);
  if (!user) return empty;
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name = text(meta.full_name) || text(meta.name) || [text(meta.first_name), text(meta.last_name)].filter(Boolean).join(' ');
  return { ...empty, name, email: user.email ?? '' };
}

/** Opens the dialog from another control on the page (the phone contact bar), with the same pre-fill as its own button. */
export interface ContactAgentDialogHandle {
  open: () => void;
}

/**
 * 'Contact Agent' and its dialog: sends a real message to the listing's owner. The message is
 * queued on the device first, so going offline loses nothing: it is sent when the connection
 * returns, and 'Message Sent' is shown when the server has it. What was typed survives a
 * rejected send.
 */
export function ContactAgentDialog({ propertyId, propertyTitle, ref }: { propertyId: string; propertyTitle?: string; ref?: Ref<ContactAgentDialogHandle> }) {
  const { t, i18n } = useLingui();
  const user = useSessionUser();
  const [opened, setOpened] = useState(false);
  const send = useOutboxMutation(contactMessageMutation, user?.id ?? null);
  const form = useForm<ContactAgentInput, unknown, ContactAgentValues>({
    resolver: contactAgentResolver,
    defaultValues: defaultsFor(user, i18n),
  });
  const { isSubmitting } = form.formState;

  const open = () => {
    // Pre-fill from the account, unless the visitor already typed something (a failed send).
    if (!form.formState.isDirty) form.reset(defaultsFor(user, i18n));
    setOpened(true);
  };
  useImperativeHandle(ref, () => ({ open }));

  const close = () => {
    form.reset(defaultsFor(user, i18n));
    setOpened(false);
  };

  const onValid = async (values: ContactAgentValues) => {
    // A filled honeypot means a bot: behave as if it worked, send nothing.
    if (isHoneypotFilled(values)) {
      notifications.show(messageSent());
      close();
      return;
    }
    const outcome = await send.send({
      id: crypto.randomUUID(),
      propertyId,
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: values.message,
    });
    // Sent or kept to send later: done. Refused (told by its toast): the form stays, to fix.
    if (outcome && outcome.state !== 'stopped') close();
  };

  return (
    <>
      <Button onClick={open} fullWidth>
        <Trans>Contact Agent</Trans>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Contact Agent`} centered size="lg">
        <form noValidate onSubmit={form.handleSubmit(onValid)}>
          <Stack gap="sm">
            {propertyTitle && (
              <Text size="sm" c="dimmed">
                <Trans>
                  About: <bdi>{propertyTitle}</bdi>
                </Trans>
              </Text>
            )}
            <ContactAgentFields form={form} honeypotId={`contact-website-${propertyId}`} />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={() => setOpened(false)} type="button">
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={isSubmitting}>
                <Trans>Send Message</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
