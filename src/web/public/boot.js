// Starts the app on a page the server drew (decision 130). The page is readable without scripts, so on
// a slow connection its HTML, styles and first photos get the line first: the app's scripts are asked
// for once the page has loaded (or after 3 s, should a photo hang), not beside them. The server moves
// Vite's module script and preloads into the JSON block this reads (src/server/http/spa.ts).
(() => {
  const block = document.getElementById('bs-boot');
  if (!block) return;
  const { entry, preload } = JSON.parse(block.textContent);
  let started = false;
  // Each <link> costs the browser a little work to start its fetch: the script goes first, then the
  // preloads a few to a task, so no single task keeps a slow phone from answering a tap.
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  const preloadFrom = (i) => {
    for (const href of preload.slice(i, i + 6)) add('link', { rel: 'modulepreload', crossOrigin: '', href });
    if (i + 6 < preload.length) setTimeout(() => preloadFrom(i + 6), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    add('script', { type: 'module', crossOrigin: '', src: entry });
    setTimeout(() => preloadFrom(0), 0);
  };
  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start, { once: true });
    setTimeout(start, 3000);
  }
})();
