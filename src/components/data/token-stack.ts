/** Keyset paging with a stack of tokens: the server gives only `nextPageToken`, so "previous" pops the stack. */

/** The token of the page on screen (`null`: the first page). */
export const currentToken = (pages: readonly string[] | undefined): string | null => pages?.at(-1) ?? null;

/** 1-based number of the page on screen. */
export const pageNumber = (pages: readonly string[] | undefined): number => (pages?.length ?? 0) + 1;

/** The stack after going to the next page. */
export const pushPage = (pages: readonly string[] | undefined, next: string): string[] => [...(pages ?? []), next];

/** The stack after going back one page (`undefined`: the first page, which keeps the URL clean). */
export const popPage = (pages: readonly string[] | undefined): string[] | undefined =>
  pages && pages.length > 1 ? pages.slice(0, -1) : undefined;
