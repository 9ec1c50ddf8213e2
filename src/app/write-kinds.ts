import { deleteSavedSearchKind, renameSavedSearchKind, saveSearchKind, setSavedSearchAlertKind } from '@/features/search-alerts/api/saved-search-kinds';
import { addListingPhotoKind } from '@/features/listings/api/add-listing-photo-kind';
import { deleteListingKind } from '@/features/listings/api/delete-listing-kind';
import { removeListingPhotoKind } from '@/features/listings/api/remove-listing-photo-kind';
import { reorderListingPhotosKind } from '@/features/listings/api/reorder-listing-photos-kind';
import { saveListingKind } from '@/features/listings/api/save-listing-kind';
import { saveProfileKind } from '@/features/account/api/profile';
import { saveAgentProfileKind } from '@/features/agents/api/agent-profile';
import { markMessageReadKind } from '@/features/messages/api/inbox';
import { saveEnquiryNotificationsKind } from '@/features/account/api/enquiry-notifications';
import { sendContactMessageKind } from '@/features/messages/api/send-contact-message';
import { removePushSubscriptionKind, savePushSubscriptionKind } from '@/features/notifications/api/push-subscription-kinds';
import { savePropertyKind } from '@/features/saved/saved-store';
import type { WriteClient } from '@/lib/supabase';
import type { AnyWriteKind } from '@/offline/write-kind';

// Every kind of server write the app makes, declared by its feature and composed here, where
// features may meet. The sync engine sends each with its own declaration.

export const writeKinds: readonly AnyWriteKind<WriteClient>[] = [
  sendContactMessageKind,
  markMessageReadKind,
  savePropertyKind,
  saveSearchKind,
  renameSavedSearchKind,
  setSavedSearchAlertKind,
  deleteSavedSearchKind,
  saveListingKind,
  addListingPhotoKind,
  removeListingPhotoKind,
  reorderListingPhotosKind,
  deleteListingKind,
  saveProfileKind,
  saveAgentProfileKind,
  saveEnquiryNotificationsKind,
  savePushSubscriptionKind,
  removePushSubscriptionKind,
];

const byName = new Map(writeKinds.map((kind) => [kind.name, kind]));

export const writeKindOf = (name: string) => byName.get(name);
