/** Page title, favicon and hash scrolling for the shell. */
import { useLocation } from '@tanstack/react-router';
import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { DEFAULT_PLATFORM_NAME } from '../../lib/platform/platform.ts';
import { unreadCountAtom } from '../../lib/unread.ts';
import { useShellData } from './useShellData.ts';

/** Set while the 404 page shows (its route title is Not Found). */
export const notFoundShownAtom = atom(false);
export const NOT_FOUND_TITLE = 'Not Found';
export const HASH_SCROLL_OFFSET_PX = 72;

/** `(<unread>) <route title> | <platform name>`. */
export function pageTitle(title: string | undefined, unread: number, platformName: string) {
  const base = title ? `${title} | ${platformName}` : platformName;
  return unread > 0 ? `(${unread}) ${base}` : base;
}

export function usePageTitle(routeTitle: string | undefined) {
  const unread = useAtomValue(unreadCountAtom);
  const notFound = useAtomValue(notFoundShownAtom);
  const { platform } = useShellData();
  const title = notFound ? NOT_FOUND_TITLE : routeTitle;
  const name = platform?.name ?? DEFAULT_PLATFORM_NAME;
  useEffect(() => {
    document.title = pageTitle(title, unread, name);
  }, [title, unread, name]);
  useEffect(() => {
    if (!platform?.favicon) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && link.getAttribute('href') !== platform.favicon) link.setAttribute('href', platform.favicon);
  }, [platform?.favicon]);
}

/** Hash targets scroll smoothly, 72 px below the top (clear of the fixed header). */
export function scrollToHash(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}

export function useHashScroll() {
  const { hash, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same hash on another page scrolls again
  useEffect(() => {
    if (!hash) return;
    let tries = 0;
    // The target may render a moment after navigation (lazy pages): retry briefly.
    const t = setInterval(() => {
      if (scrollToHash(hash) || ++tries > 20) clearInterval(t);
    }, 50);
    return () => clearInterval(t);
  }, [hash, pathname]);
}
