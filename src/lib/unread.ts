/** The unread notification count: written by the service-worker bridge, read by the title and the bell. */
import { atom } from 'jotai';

export const unreadCountAtom = atom(0);
