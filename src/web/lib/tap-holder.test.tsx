// @vitest-environment happy-dom
// A drawn page's buttons show before the app has started. public/boot.js holds a tap on one until the
// app has called hydrateRoot, says the control is busy meanwhile, and then gives the tap to React,
// which hydrates the tapped part at once and runs it; typing and choosing made meanwhile reach the
// app's state (decision 137). This page is drawn by React's server renderer and hydrated by React.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, lazy, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_HYDRATING_EVENT } from '../../domain/ssr';
import { HydrationBoundary } from './hydration-boundary';

const BOOT_JS = readFileSync(path.resolve(__dirname, '../public/boot.js'), 'utf8');
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({
  onLogin,
  onSearch,
  onSort = () => undefined,
  method,
}: {
  onLogin: () => void;
  onSearch: (q: string) => void;
  onSort?: (sort: string) => void;
  /** The form's method: a GET form (a search box) goes as the browser sends it before the app. */
  method?: 'post';
}) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [sort, setSort] = useState('newest');
  return (
    <div>
      <HydrationBoundary>
        <button
          type="button"
          onClick={() => {
            onLogin();
            setOpen((o) => !o);
          }}
        >
          Login
        </button>
      </HydrationBoundary>
      <HydrationBoundary>
        <form
          role="search"
          method={method}
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(q);
          }}
        >
          <input aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
          <select
            aria-label="Sort"
            value={sort}
            onChange={(e) => {
              onSort(e.target.value);
              setSort(e.target.value);
            }}
          >
            <option value="newest">Newest</option>
            <option value="cheapest">Cheapest</option>
          </select>
          <button type="submit">Search</button>
        </form>
      </HydrationBoundary>
      <a href="#an-ad">An ad</a>
      <p data-testid="state">{`${open ? 'open' : 'closed'} ${q}|${sort}`}</p>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's page in #root, with boot.js run first as the <head> runs it. */
function drawnPage(props: Parameters<typeof Page>[0]) {
  document.body.innerHTML = `<div id="root">${renderToString(<Page {...props} />)}</div>`;
  new Function(BOOT_JS)();
  const container = document.getElementById('root')!;
  const get = <E extends Element>(selector: string) => container.querySelector<E>(selector)!;
  return {
    container,
    login: get<HTMLButtonElement>('button'),
    search: get<HTMLInputElement>('input'),
    sort: get<HTMLSelectElement>('select'),
    form: get<HTMLFormElement>('form'),
    send: get<HTMLButtonElement>('button[type="submit"]'),
    link: get<HTMLAnchorElement>('a'),
    state: () => get('[data-testid="state"]').textContent,
  };
}

/** What main.tsx does: hydrate, then tell boot.js. */
function startApp(container: HTMLElement, props: Parameters<typeof Page>[0]) {
  act(() => {
    root = hydrateRoot(container, <Page {...props} />);
    document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
  });
}

/** As a person types or chooses: the browser sets the value itself, not through a script's setter. */
function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('boot.js before the app has started', () => {
  it('holds a tap on a button, shows the button busy, and gives the tap to the app once it starts', () => {
    const props = { onLogin: vi.fn(), onSearch: vi.fn() };
    const page = drawnPage(props);
    const bubbled = vi.fn();
    document.addEventListener('click', bubbled);
    page.login.click();
    page.login.click(); // impatient: still one tap
    expect(page.login.getAttribute('aria-busy')).toBe('true');
    expect(page.login.hasAttribute('data-bs-held')).toBe(true);
    expect(bubbled).not.toHaveBeenCalled();

    startApp(page.container, props);
    expect(props.onLogin).toHaveBeenCalledTimes(1);
    expect(page.state()).toBe('open |newest');
    expect(page.login.hasAttribute('aria-busy')).toBe(false);
    expect(page.login.hasAttribute('data-bs-held')).toBe(false);
    document.removeEventListener('click', bubbled);
  });

  it('keeps what was typed and chosen, in the fields and then in the app', () => {
    const props = { onLogin: vi.fn(), onSearch: vi.fn() };
    const page = drawnPage(props);
    type(page.search, 'nokia 3310');
    type(page.sort, 'cheapest');
    startApp(page.container, props);
    expect(page.search.value).toBe('nokia 3310');
    expect(page.sort.value).toBe('cheapest');
    expect(page.state()).toBe('closed nokia 3310|cheapest');
    // The app owns the field now: the next keystroke goes on from there.
    act(() => type(page.search, 'nokia 3310 box'));
    expect(page.state()).toBe('closed nokia 3310 box|cheapest');
  });

  it('gives a choice made before the app to the app once', () => {
    // A choice that rewrites the address pushes it once per change the app hears: twice was a second
    // history entry of the same address (decision 207).
    const props = { onLogin: vi.fn(), onSearch: vi.fn(), onSort: vi.fn() };
    const page = drawnPage(props);
    type(page.sort, 'cheapest');
    type(page.search, 'corolla');
    startApp(page.container, props);
    expect(props.onSort).toHaveBeenCalledTimes(1);
    expect(props.onSort).toHaveBeenCalledWith('cheapest');
    expect(page.state()).toBe('closed corolla|cheapest');
  });

  it('says nothing of a choice taken back before the app: the app already holds it', () => {
    const props = { onLogin: vi.fn(), onSearch: vi.fn(), onSort: vi.fn() };
    const page = drawnPage(props);
    type(page.sort, 'cheapest');
    type(page.sort, 'newest');
    startApp(page.container, props);
    expect(props.onSort).not.toHaveBeenCalled();
    expect(page.sort.value).toBe('newest');
    expect(page.state()).toBe('closed |newest');
  });

  it('holds a form that posts sent before the app, and sends it through the app with what was typed', () => {
    const props = { onLogin: vi.fn(), onSearch: vi.fn(), method: 'post' as const };
    const page = drawnPage(props);
    type(page.search, 'corolla');
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);

    startApp(page.container, props);
    expect(props.onSearch).toHaveBeenCalledWith('corolla');
  });

  it('lets a GET form go as the browser sends it before the app, and holds it once the app has started', () => {
    const props = { onLogin: vi.fn(), onSearch: vi.fn() };
    const page = drawnPage(props);
    type(page.search, 'corolla');
    // Its button is no tap to hold: the browser's own click sends the form.
    const sent = vi.fn((event: Event) => event.preventDefault()); // stay on this test page
    page.form.addEventListener('submit', sent);
    page.send.click();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(page.send.hasAttribute('aria-busy')).toBe(false);
    const enter = new Event('submit', { bubbles: true, cancelable: true });
    page.form.removeEventListener('submit', sent);
    page.form.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(props.onSearch).not.toHaveBeenCalled();

    // hydrateRoot called, the form's part not hydrated yet: the app is moments away, and takes it.
    document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    const held = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
  });

  it('leaves links to the browser, and lets go of everything once the app runs', () => {
    const props = { onLogin: vi.fn(), onSearch: vi.fn() };
    const page = drawnPage(props);
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    const seen = vi.fn((event: Event) => event.preventDefault()); // stay on this test page
    document.addEventListener('click', seen);
    page.link.dispatchEvent(onLink);
    expect(seen).toHaveBeenCalledTimes(1);

    startApp(page.container, props);
    act(() => page.login.click());
    expect(props.onLogin).toHaveBeenCalledTimes(1);
    expect(page.login.hasAttribute('aria-busy')).toBe(false);
    document.removeEventListener('click', seen);
  });
});

describe("boot.js and a popover's button", () => {
  // 'Show Filters' opens the server's popover on a phone and is held for the app on a wide screen, where
  // the filters stand beside the list; the popover leaves once the app starts (decision 216).
  const setWidth = (width: number) =>
    (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
      width,
      height: 768,
    });
  afterEach(() => setWidth(1024));
  function drawnToggle(width: number) {
    setWidth(width);
    document.body.innerHTML =
      '<div id="root"><button type="button" popovertarget="filters" data-bs-hold-media="(min-width: 1024px)">Show Filters</button></div>' +
      '<div id="filters" popover="auto"></div>';
    new Function(BOOT_JS)();
    const toggle = document.querySelector('button')!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    toggle.dispatchEvent(tap);
    return { toggle, tap };
  }

  it('leaves it to the browser, which opens the popover', () => {
    const { toggle, tap } = drawnToggle(390);
    expect(tap.defaultPrevented).toBe(false);
    expect(toggle.hasAttribute('aria-busy')).toBe(false);
  });

  it('holds it on the screens it names, as any control', () => {
    const { toggle, tap } = drawnToggle(1280);
    expect(tap.defaultPrevented).toBe(true);
    expect(toggle.getAttribute('aria-busy')).toBe('true');
  });

  it('takes a popover drawn only for the time before the app out of the document once the app starts', () => {
    setWidth(390);
    document.body.innerHTML =
      '<div id="root"></div><div id="filters" popover="auto" data-bs-before-app></div><div id="sign-in" popover="auto"></div>';
    new Function(BOOT_JS)();
    expect(document.getElementById('filters')).not.toBeNull();
    document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    expect(document.getElementById('filters')).toBeNull();
    // The server's other popovers stay.
    expect(document.getElementById('sign-in')).not.toBeNull();
  });
});

/** A part whose code comes later, as home's search results do: drawn by the server, lazy in the app. */
function Results({ onEverywhere }: { onEverywhere: () => void }) {
  const [q, setQ] = useState('');
  return (
    <div>
      <button type="button" onClick={onEverywhere}>
        Search all of Pakistan
      </button>
      <input aria-label="Refine" value={q} onChange={(e) => setQ(e.target.value)} />
      <p data-testid="refine">{q}</p>
    </div>
  );
}

describe('boot.js after the app has started, on a part whose code has not come', () => {
  type Props = { onEverywhere: () => void };
  function LazyPage({ part: Part, ...props }: Props & { part: ComponentType<Props> }) {
    return (
      <HydrationBoundary>
        <Part {...props} />
      </HydrationBoundary>
    );
  }

  /** The server's page with boot.js running; the app's copy of the part is lazy, its code not come. */
  function drawnLazyPage(props: Props) {
    let arrive: (module: { default: ComponentType<Props> }) => void = () => undefined;
    const LazyResults = lazy(
      () => new Promise<{ default: ComponentType<Props> }>((resolve) => (arrive = resolve)),
    );
    document.body.innerHTML = `<div id="root">${renderToString(<LazyPage part={Results} {...props} />)}</div>`;
    new Function(BOOT_JS)();
    const container = document.getElementById('root')!;
    return {
      button: container.querySelector('button')!,
      field: container.querySelector('input')!,
      refine: () => container.querySelector('[data-testid="refine"]')!.textContent,
      startApp: () =>
        act(() => {
          root = hydrateRoot(container, <LazyPage part={LazyResults} {...props} />);
          document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
        }),
      codeComes: async () => {
        await act(async () => arrive({ default: Results }));
        // boot.js looks again every 50 ms.
        await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
      },
    };
  }

  it('holds a tap React would drop, shows it busy, and gives it once the part is hydrated', async () => {
    const props = { onEverywhere: vi.fn() };
    const page = drawnLazyPage(props);
    page.startApp();
    act(() => {
      page.button.click();
    });
    expect(props.onEverywhere).not.toHaveBeenCalled();
    expect(page.button.getAttribute('aria-busy')).toBe('true');

    await page.codeComes();
    expect(props.onEverywhere).toHaveBeenCalledTimes(1);
    expect(page.button.hasAttribute('aria-busy')).toBe(false);
    // Hydrated, the part is React's alone.
    act(() => page.button.click());
    expect(props.onEverywhere).toHaveBeenCalledTimes(2);
  });

  it('gives a tap made before the app to a part whose code comes later once: dropped at start, run when hydrated', async () => {
    const props = { onEverywhere: vi.fn() };
    const page = drawnLazyPage(props);
    page.button.click();
    page.button.click(); // impatient: still one tap
    page.startApp();
    expect(props.onEverywhere).not.toHaveBeenCalled();
    expect(page.button.getAttribute('aria-busy')).toBe('true');

    await page.codeComes();
    // boot.js looks again every 50 ms: several looks after the part has come, still one run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(props.onEverywhere).toHaveBeenCalledTimes(1);
    expect(page.button.hasAttribute('aria-busy')).toBe(false);
  });

  it('tells the app what was typed into a part React could not hydrate yet', async () => {
    const page = drawnLazyPage({ onEverywhere: vi.fn() });
    page.startApp();
    act(() => type(page.field, 'lancer'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(page.field.value).toBe('lancer');

    await page.codeComes();
    expect(page.field.value).toBe('lancer');
    expect(page.refine()).toBe('lancer');
  });

  it('keeps what was typed before the app started until the part can take it', async () => {
    const page = drawnLazyPage({ onEverywhere: vi.fn() });
    type(page.field, 'corolla');
    page.startApp();
    expect(page.field.value).toBe('corolla');

    await page.codeComes();
    expect(page.field.value).toBe('corolla');
    expect(page.refine()).toBe('corolla');
  });
});
