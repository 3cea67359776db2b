// Starts the app on a page the server drew (decision 130). The page is readable without scripts, so on
// a slow connection its HTML, styles and first photos get the line first: the app's scripts are asked
// for once the page has loaded and been painted (or after 3 s, should a photo hang), not beside them.
// The server moves Vite's module script and preloads into the JSON block this reads
// (src/server/http/spa.ts).
(() => {
  const block = document.getElementById('bs-boot');
  if (!block) return;
  const { entry, preload } = JSON.parse(block.textContent);
  let started = false;
  // Each <link> costs the browser work to start its fetch (~10 ms on a 4x slowed CPU): the script goes
  // first, then the preloads two to a task, so no task comes near the 50 ms that blocks a tap (six to a
  // task made 55-100 ms tasks in Lighthouse's traces).
  const PER_TASK = 2;
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  // The app waits for the last one before loading its page module (src/web/lib/ssr-state.ts,
  // bootPreloadsAdded): Vite's loader adds a preload for every dependency it finds missing, all in one
  // task, which made the preloads still to come a 15-25 ms burst in the app's start (decision 132).
  // 'bs-boot' and 'bs-preloaded' are BOOT_BLOCK_ID and BOOT_PRELOADED_EVENT of src/domain/ssr.ts.
  const done = () => {
    block.dataset.preloaded = '';
    document.dispatchEvent(new Event('bs-preloaded'));
  };
  const preloadFrom = (i) => {
    for (const href of preload.slice(i, i + PER_TASK))
      add('link', { rel: 'modulepreload', crossOrigin: '', href });
    if (i + PER_TASK < preload.length) setTimeout(() => preloadFrom(i + PER_TASK), 0);
    else done();
  };
  const start = () => {
    if (started) return;
    started = true;
    add('script', { type: 'module', crossOrigin: '', src: entry });
    setTimeout(() => preloadFrom(0), 0);
  };
  // The page's first paint goes first as well: the browser shows a frame only after the main thread
  // has committed it, and boot's tasks, started at 'load', held the first paint of a listing back by
  // 100-200 ms in Lighthouse's traces (paint, then boot's tasks, then the commit that shows it).
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', resolve, { once: true });
  });
  const painted = new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
    const paints = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      paints.disconnect();
      resolve();
    });
    paints.observe({ type: 'paint', buffered: true });
  });
  void Promise.all([loaded, painted]).then(start);
  setTimeout(start, 3000);
})();
