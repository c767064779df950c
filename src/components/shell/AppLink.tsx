/** An anchor for an app href (path + query): client-side navigation, but new-tab/modifier clicks still work. */
import { useRouter } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';

export const AppLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(function AppLink(
  { href, onClick, ...rest },
  ref,
) {
  const router = useRouter();
  function click(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target === '_blank') return;
    e.preventDefault();
    void router.navigate({ href });
  }
  return <a ref={ref} href={href} onClick={click} {...rest} />;
});
