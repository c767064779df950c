/**
 * The shell's heavier regions, loaded as one lazy chunk after the first paint (keeps first-load JS in
 * budget): header, sidebar, bottom nav and announcement bar. (Nudges and shoves load on their own, when
 * there is one to show.)
 */
export { BottomNav } from './BottomNav.tsx';
export { Header } from './Header.tsx';
export { AnnouncementSlot } from './messages/Announcement.tsx';
export { Sidebar } from './Sidebar.tsx';

import { registerCoreMenu } from './core-menu.ts';

registerCoreMenu();
