/**
 * "Install the app": the browser's install prompt is offered once, early, as `beforeinstallprompt`; it is kept
 * here (listening from the shell's first load) so a later button can show it. `isInstalled()` tells whether
 * this window already is the installed app, or the app was installed during this visit.
 */
import { atom } from 'jotai';
import { appStore } from '../lib/store.ts';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installStateAtom = atom<{ canPrompt: boolean; installed: boolean }>({ canPrompt: false, installed: false });

let deferredPrompt: InstallPromptEvent | null = null;

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

if (typeof window !== 'undefined') {
  appStore.set(installStateAtom, { canPrompt: false, installed: isStandalone() });
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferredPrompt = e as InstallPromptEvent;
    appStore.set(installStateAtom, (s) => ({ ...s, canPrompt: true }));
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    appStore.set(installStateAtom, { canPrompt: false, installed: true });
  });
}

/** Show the browser's install prompt; true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const e = deferredPrompt;
  if (!e) return false;
  deferredPrompt = null;
  appStore.set(installStateAtom, (s) => ({ ...s, canPrompt: false }));
  await e.prompt();
  const { outcome } = await e.userChoice;
  if (outcome === 'accepted') appStore.set(installStateAtom, { canPrompt: false, installed: true });
  return outcome === 'accepted';
}
