// Holds what a person does on a drawn page before the app has started (decision 137). The server's
// page shows its buttons before the app's code has arrived, and until React has its root no tap can
// reach a handler. This runs first in <head> (a file: the CSP allows no inline script), so it is in
// place before anything is drawn. Until the app says it has called hydrateRoot ('bs-hydrating',
// APP_HYDRATING_EVENT of src/domain/ssr.ts; this file is served as written, so it spells it out):
// - a tap on a control (a button, a checkbox...) is held: the control shows it is busy
//   (aria-busy, and data-bs-held for the style in styles.css), and the tap is given again, once, as a
//   click, when the app has its root. React then hydrates the tapped part at once and runs the tap.
//   A link is no control here: it navigates as a link does.
// - a swipe over a gallery (an element marked data-bs-swipe="<slop> <threshold>", from
//   src/web/features/ad-detail/hooks/use-swipe.ts) is held as a tap on the arrow it would have
//   moved to (data-bs-swipe-to="next" or "previous"), and the click a mouse drag ends with is no tap;
//   the app reads a swipe the same way (decision 168).
// - a form sent (Enter in a search box) is held the same way and sent again through the app.
// - typing and choosing stay in the fields, as the browser keeps them; the app is then told, with
//   the events a browser sends, so its state holds what was typed (React keeps a field's value when
//   it hydrates but knows nothing of it until an event says so).
// It also starts the app (decision 166). The server moved Vite's module script and preloads into the
// JSON block 'bs-boot' (BOOT_BLOCK_ID of src/domain/ssr.ts), so on a slow line the page's HTML, styles,
// first frame and high-priority photos get the line first; the app's ~170 kB are asked for once the
// page is painted and parsed and those photos are in (or after 3 s, should a photo hang).
(() => {
  const CONTROL =
    'button, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], [role="button"], [role="switch"], [role="tab"], [role="menuitem"]';
  const taps = [];
  const forms = [];
  const fields = new Set();
  const inPage = (el) => el instanceof Element && el.closest('#root') !== null;

  const hold = (el) => {
    if (!taps.includes(el)) taps.push(el);
    if (!el.hasAttribute('data-bs-held')) {
      el.setAttribute('data-bs-held', el.getAttribute('aria-busy') ?? '');
      el.setAttribute('aria-busy', 'true');
    }
  };
  const unhold = (el) => {
    const was = el.getAttribute('data-bs-held');
    if (was === null) return;
    el.removeAttribute('data-bs-held');
    if (was) el.setAttribute('aria-busy', was);
    else el.removeAttribute('aria-busy');
  };

  let drag = null;
  let dragged = false;
  const onPointerDown = (event) => {
    const stage = event.target instanceof Element ? event.target.closest('[data-bs-swipe]') : null;
    drag = stage && inPage(stage) ? { stage, x: event.clientX, y: event.clientY } : null;
    dragged = false;
  };
  const onPointerUp = (event) => {
    if (!drag) return;
    const { stage, x, y } = drag;
    drag = null;
    const [slop, threshold] = stage.getAttribute('data-bs-swipe').split(' ').map(Number);
    const dx = event.clientX - x;
    dragged = Math.abs(dx) > slop;
    if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(event.clientY - y)) return;
    // Right to left the photos run leftwards: a swipe to the right brings the next one.
    const forward = document.documentElement.dir === 'rtl' ? dx > 0 : dx < 0;
    const arrow = stage.querySelector(`[data-bs-swipe-to="${forward ? 'next' : 'previous'}"]`);
    if (arrow) hold(arrow);
  };
  const onPointerCancel = () => {
    drag = null;
  };

  const onClick = (event) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control || !inPage(control)) return;
    const wasDrag = dragged;
    dragged = false;
    event.preventDefault();
    event.stopPropagation();
    if (!wasDrag) hold(control);
  };
  const onSubmit = (event) => {
    if (!inPage(event.target)) return;
    event.preventDefault();
    if (!forms.includes(event.target)) forms.push(event.target);
  };
  const onType = (event) => {
    const field = event.target;
    if (inPage(field) && /^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) fields.add(field);
  };

  // What the app's state lacks. React keeps a text field's value when it hydrates it but sets a
  // select's to its state, and acts only on an event that changes what it last knew. So the field is
  // set back to what the server drew (a select is set by React itself) and told, which hydrates its
  // part if it is not yet; then set to what was typed and told again, which React reads as the change.
  const tell = (field, type) => field.dispatchEvent(new Event(type, { bubbles: true }));
  const feed = ([field, value]) => {
    if (!field.isConnected || field.type === 'checkbox' || field.type === 'radio') return;
    const select = field.tagName === 'SELECT';
    if (!select && value === field.defaultValue) return;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
    if (!select) setValue.call(field, field.defaultValue);
    tell(field, select ? 'change' : 'input');
    setValue.call(field, value);
    tell(field, select ? 'change' : 'input');
  };

  const listeners = [
    ['click', onClick],
    ['pointerdown', onPointerDown],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerCancel],
    ['submit', onSubmit],
    ['input', onType],
    ['change', onType],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  document.addEventListener(
    'bs-hydrating',
    () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
      // Every value is read first: the app's answer to one field re-renders its neighbours.
      [...fields].map((field) => [field, field.value]).forEach(feed);
      for (const el of taps) {
        unhold(el);
        if (el.isConnected) el.click();
      }
      for (const form of forms) if (form.isConnected) form.requestSubmit();
    },
    { once: true },
  );

  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  let started = false;
  const start = (block) => {
    if (started) return;
    started = true;
    const { entry, preload } = JSON.parse(block.textContent);
    add('script', { type: 'module', crossOrigin: '', src: entry });
    // Each <link> costs the browser work to start its fetch (~10 ms on a 4x slowed CPU): two to a
    // task, so no task comes near the 50 ms that would hold a tap back.
    const preloadFrom = (i) => {
      for (const href of preload.slice(i, i + 2))
        add('link', { rel: 'modulepreload', crossOrigin: '', href });
      if (i + 2 < preload.length) setTimeout(() => preloadFrom(i + 2), 0);
    };
    setTimeout(() => preloadFrom(0), 0);
  };
  const painted = new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
    const paints = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      paints.disconnect();
      resolve();
    });
    paints.observe({ type: 'paint', buffered: true });
  });
  // The photos the server drew with fetchpriority=high are the page's largest paint; the page's other
  // photos do not wait for the app, nor the app for them.
  const photosIn = () =>
    Promise.all(
      [...document.querySelectorAll('#root img[fetchpriority="high"]')].map(
        (img) =>
          img.complete ||
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  // The block is at the end of <head>, and this runs at its top: it is read once the page is parsed.
  const whenParsed = (then) =>
    document.readyState !== 'loading'
      ? then()
      : document.addEventListener('DOMContentLoaded', then, { once: true });
  whenParsed(() => {
    const block = document.getElementById('bs-boot');
    if (!block) return;
    void Promise.all([painted, photosIn()]).then(() => start(block));
    setTimeout(() => start(block), 3000);
  });
})();
