/** Small shared shell state: panels other areas open or fill. */
import { atom } from 'jotai';

/** The notifications panel (the bell's 420 px dropdown); `projects.switch?notification=true` opens it. */
export const notificationsPanelOpenAtom = atom(false);
export const NOTIFICATIONS_DROPDOWN_WIDTH = 420;
export const ACCOUNT_MENU_WIDTH = 300;

/** The command palette (Ctrl/⌘+K). */
export const commandPaletteOpenAtom = atom(false);

/** Set by the billing area once the active project's billing data is loaded (shows the Billing menu). */
export const billingLoadedAtom = atom(false);

/** The mobile sidebar drawer (burger). */
export const sidebarOpenAtom = atom(false);
