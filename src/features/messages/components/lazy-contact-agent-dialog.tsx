import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { lazy, Suspense, useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { whenIdle } from '@/lib/idle';
import type { ContactAgentDialogHandle } from './contact-agent-dialog';

// The Contact Agent form (its form library and schema) is a chunk of its own, kept off the path to
// a property page's first paint: it is fetched once the page is idle (so the dialog opens offline
// too), or sooner when someone points at the button; a click made before it arrives opens the
// dialog as soon as it does.
const loadDialog = () => import('./contact-agent-dialog');
whenIdle(() => void loadDialog().catch(() => undefined));
const ContactAgentDialog = lazy(() => loadDialog().then((module) => ({ default: module.ContactAgentDialog })));

type Props = { propertyId: string; propertyTitle?: string; ref?: Ref<ContactAgentDialogHandle> };

/** 'Contact Agent' and its dialog, the dialog loaded on first use. */
export function LazyContactAgentDialog({ ref, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  const dialog = useRef<ContactAgentDialogHandle | null>(null);
  const openWhenLoaded = useRef(false);

  const open = () => {
    if (dialog.current) return dialog.current.open();
    openWhenLoaded.current = true;
    setWanted(true);
  };
  useImperativeHandle(ref, () => ({ open }));

  const attach = useCallback((handle: ContactAgentDialogHandle | null) => {
    dialog.current = handle;
    if (handle && openWhenLoaded.current) {
      openWhenLoaded.current = false;
      handle.open();
    }
  }, []);

  if (!wanted) {
    return (
      <Button onClick={open} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} fullWidth>
        <Trans>Contact Agent</Trans>
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Button fullWidth loading>
          <Trans>Contact Agent</Trans>
        </Button>
      }
    >
      <ContactAgentDialog ref={attach} {...props} />
    </Suspense>
  );
}
