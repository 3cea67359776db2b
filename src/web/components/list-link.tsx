// A link for the long lists (ad cards, category tiles, 'See All'): a plain <a> whose plain left click
// becomes a client navigation. React Router's <Link> runs about twenty hooks and three effects per
// link (its prefetch state, its own navigate, the resolved path twice); home draws 105 of them, and
// on a budget phone their effects were a good part of hydration's longest task (decision 132). One
// navigate for every list link comes from <ListLinkProvider>, inside the router.
import { createContext, useContext, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

const NavigateContext = createContext<NavigateFunction | null>(null);

export function ListLinkProvider({ children }: { children: ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>;
}

/** True for the clicks the browser should handle itself: new tab or window, download, another target. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (!!target && target !== '_self')
  );
}

/** `to` is an app path ('/mobile-phones?location=Lahore'); without the provider it is a plain link. */
export function ListLink({ to, onClick, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const navigate = useContext(NavigateContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || browserHandles(event)) return;
    event.preventDefault();
    void navigate(to);
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}
