import { useAtomValue } from 'jotai';
import { billingAnnouncements } from '../../../lib/messages/billing.ts';
import { ANNOUNCEMENT_LIMIT, announcementsAtom, dismissedAnnouncementIdsAtom, type Message } from '../../../lib/messages/messages.ts';
import type { Project } from '../../../lib/projects/projects.ts';

/** The announcement to show now: one at a time, billing first, then queued ones, minus closed ones. */
export function useCurrentAnnouncement(project: Project | null): Message | null {
  const queued = useAtomValue(announcementsAtom);
  const dismissed = useAtomValue(dismissedAnnouncementIdsAtom);
  return [...billingAnnouncements(project), ...queued].filter((a) => !dismissed.has(a.id)).slice(0, ANNOUNCEMENT_LIMIT)[0] ?? null;
}
