/**
 * The shell's heavier regions, loaded as one lazy chunk after the first paint (keeps first-load JS in
 * budget): header, sidebar, bottom nav, announcement bar, nudges and shoves.
 */
export { BottomNav } from './BottomNav.tsx';
export { Header } from './Header.tsx';
export { AnnouncementSlot } from './messages/Announcement.tsx';
export { Nudges } from './messages/Nudges.tsx';
export { Shoves } from './messages/Shoves.tsx';
export { Sidebar } from './Sidebar.tsx';

import { registerCoreMenu } from './core-menu.ts';

registerCoreMenu();
