// Holds what a person does on a drawn page before the app can take it (decisions 137 and 174). The
// server's page shows its buttons before the app's code has arrived, and until React has its root no
// tap can reach a handler. This runs first in <head> (a file: the CSP allows no inline script), so it is
// in place before anything is drawn.
// - a tap on a control (a button, a checkbox...) is held: the control shows it is busy
//   (aria-busy, and data-bs-held for the style in styles.css), and the tap is given again, once, as a
//   click, when the app has called hydrateRoot ('bs-hydrating', APP_HYDRATING_EVENT of
//   src/domain/ssr.ts; this file is served as written, so it spells it out). React then hydrates the
//   tapped part at once and runs the tap. A link is no control here: it navigates as a link does,
//   and neither is a button that opens or closes a popover (the phone's menu), which works as HTML,
//   unless it names the screens where it is held all the same (data-bs-hold-media, decision 216).
// - after that, React drops a tap on a part it cannot hydrate yet (a lazy part whose code has not come,
//   such as home's search results) instead of keeping it. So a tap, a form sent or typing on a part React
//   has not hydrated is still held, given once after the next frame (so its busy mark shows first),
//   and, if its part is still as the server drew it, given again as soon as React has hydrated it.
//   React marks each element it has hydrated with a property of its own ('__reactFiber$...'): that
//   is how this script tells. A hydrated part is left to React, untouched.
// - a swipe over a gallery (an element marked data-bs-swipe="<slop> <threshold>", from
//   src/web/features/ad-detail/hooks/use-swipe.ts) before hydrateRoot is held as a tap on the arrow it
//   would have moved to (data-bs-swipe-to="next" or "previous"), and the click a mouse drag ends with
//   is no tap; the app reads a swipe the same way (decision 168).
// - a form that posts is held the same way and sent again through the app; a GET form (a search box)
//   goes as the browser sends it until the app has called hydrateRoot, and is held after (decision 221).
// - signed out, a card's link and a heart ask to sign in first in the server's popover, at once, as
//   the app's would (decision 218); signed in, a heart is saved at once (decision 222).
// - a popover drawn only for the time before the app (data-bs-before-app) leaves once the app starts.
// - typing and choosing stay in the fields, as the browser keeps them; the app is then told, with
//   the events a browser sends, so its state holds what was typed (React keeps a field's value when
//   it hydrates but knows nothing of it until an event says so).
// It also starts the app (decision 166). The server moved Vite's module script and preloads into the
// JSON block 'bs-boot' (BOOT_BLOCK_ID of src/domain/ssr.ts), so on a slow line the page's HTML, styles,
// first frame and high-priority photos get the line first; the app's ~170 kB are asked for once the
// page is painted and parsed and those photos are in (or after 3 s, should a photo hang), or at the
// person's first tap or key (decision 218).
(() => {
  const CONTROL =
    'button, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], [role="button"], [role="switch"], [role="tab"], [role="menuitem"]';
  const taps = [];
  const forms = [];
  const fields = new Set();
  // The app's root, once the page is parsed: a page drawn anew (a test's) is another page's business.
  let page = null;
  const inPage = (el) => el instanceof Element && (page ? page.contains(el) : el.closest('#root') !== null);
  const isHydrated = (el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
  // hydrateRoot has been called: from here on only parts React has not hydrated are held.
  let app = false;
  // An event this script gives again, which it must let through.
  let giving = false;
  // What was given once and found its part still as drawn: given again only once React hydrated it.
  const given = new WeakSet();
  // Held for at most this long after the app started or the last thing held after that (a part
  // whose code never comes).
  const HOLD_MS = 30000;
  let holdUntil = 0;
  let timer = 0;

  const busy = (el) => {
    if (el.hasAttribute('data-bs-held')) return;
    el.setAttribute('data-bs-held', el.getAttribute('aria-busy') ?? '');
    el.setAttribute('aria-busy', 'true');
  };
  const hold = (el) => {
    if (!taps.includes(el)) taps.push(el);
    busy(el);
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

  // Signed out (decision 218), before the app: a card's link (data-bs-sign-in-first) asks to sign in
  // first, as the app's card does: the server's sign-in popover, its link back to that ad, not this
  // page, until it is closed. And a heart (data-bs-save-after-sign-in) opens the popover as HTML and
  // leaves its ad where the app looks once the person is back ('bs-save-after-sign-in', PENDING_KEY of
  // src/web/components/saved/saved-ad-ids.ts).
  const SIGN_IN_POPOVER = 'sign-in';
  const signInFirst = (link) => {
    const popover = document.getElementById(SIGN_IN_POPOVER);
    const signIn = popover?.querySelector('a[href^="/auth/login"]');
    if (!signIn || !popover.showPopover) return false;
    const drawn = signIn.getAttribute('href');
    const back = new URL(drawn, location.href);
    back.searchParams.set('returnTo', link.getAttribute('href'));
    signIn.setAttribute('href', back.pathname + back.search);
    const restore = (event) => {
      if (event.newState !== 'closed') return;
      signIn.setAttribute('href', drawn);
      popover.removeEventListener('toggle', restore);
    };
    popover.addEventListener('toggle', restore);
    popover.showPopover();
    return true;
  };
  const rememberSave = (control) => {
    try {
      sessionStorage.setItem('bs-save-after-sign-in', control.getAttribute('data-bs-save-after-sign-in'));
    } catch {
      // Private mode without storage: the person presses the heart again after signing in.
    }
  };

  // Signed in, a heart before the app (a form marked data-bs-save-now, decision 222) is saved at once,
  // through the JSON route the app's heart uses, and turned at once: every heart of that ad on the page,
  // its label from data-bs-turned-label. Its saves go one after another (a second tap takes it off
  // again), and the app asks which ads are saved only once they are done (SAVING_BEFORE_APP of
  // src/domain/ssr.ts, spelt out here), so its first answer already has them. Refused (the session is
  // gone, the ad is the person's own), the hearts turn back and the form goes as the browser sends it,
  // so the server's page says why; with no network they only turn back.
  const SAVING_BEFORE_APP = '__bsSavingBeforeApp';
  let saving = Promise.resolve();
  const turn = (form) => {
    const field = form.querySelector('input[name="save"]');
    const heart = form.querySelector('button');
    if (!field || !heart) return;
    heart.setAttribute('aria-pressed', String(field.value === '1'));
    field.value = field.value === '1' ? '0' : '1';
    const label = heart.getAttribute('data-bs-turned-label') ?? '';
    heart.setAttribute('data-bs-turned-label', heart.getAttribute('aria-label') ?? '');
    heart.setAttribute('aria-label', label);
    heart.setAttribute('title', label);
  };
  const saveNow = (form) => {
    const action = form.getAttribute('action');
    const hearts = [...document.querySelectorAll('form[data-bs-save-now]')].filter(
      (other) => other.getAttribute('action') === action,
    );
    const save = form.querySelector('input[name="save"]')?.value === '1';
    hearts.forEach(turn);
    // keepalive: the heart shows saved at once, so a person may leave the page at once; the save must
    // not go with the page (decision 222).
    saving = saving.then(() =>
      fetch(action, { method: save ? 'PUT' : 'DELETE', credentials: 'same-origin', keepalive: true }).then(
        (answer) => {
          if (answer.ok) return;
          hearts.forEach(turn);
          if (!app) HTMLFormElement.prototype.submit.call(form);
        },
        () => hearts.forEach(turn),
      ),
    );
    window[SAVING_BEFORE_APP] = saving;
  };

  const onClick = (event) => {
    if (giving) return;
    const link = event.target instanceof Element ? event.target.closest('a[data-bs-sign-in-first]') : null;
    if (link && inPage(link) && !(app && isHydrated(link)) && signInFirst(link)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control || !inPage(control) || (app && isHydrated(control))) return;
    const heart = app ? null : control.closest('form[data-bs-save-now]');
    if (heart) {
      event.preventDefault();
      event.stopPropagation();
      saveNow(heart);
      return;
    }
    // Before the app, a GET form's button sends the form as the browser does (below).
    if (!app && control.type === 'submit' && control.form && goesAsLink(control.form)) return;
    // A control that works as plain HTML (☰ opens its popover) is left to the browser, but where it
    // says its popover is not the answer (data-bs-hold-media: 'Show Filters' on a wide screen, whose
    // filters stand beside the list; decision 216): there it is held as any control.
    const media = control.getAttribute('data-bs-hold-media');
    if (control.hasAttribute('popovertarget') && !(media && matchMedia(media).matches)) {
      if (control.hasAttribute('data-bs-save-after-sign-in')) rememberSave(control);
      return;
    }
    const wasDrag = dragged;
    dragged = false;
    event.preventDefault();
    event.stopPropagation();
    if (wasDrag) return;
    hold(control);
    if (app) afterPaint();
  };
  // A GET form (a search box, decision 221) is a link with fields: before the app has called
  // hydrateRoot the browser sends it and the server draws its page, at once, rather than the person
  // waiting for the app to start, hydrate and fetch. Once the app has started, it is held for the app,
  // which is moments away and answers without a new page.
  const goesAsLink = (form) => (form.getAttribute('method') ?? 'get').toLowerCase() === 'get';
  const onSubmit = (event) => {
    const form = event.target;
    if (giving || !inPage(form) || (app && isHydrated(form))) return;
    if (!app && goesAsLink(form)) return;
    event.preventDefault();
    if (!forms.includes(form)) forms.push(form);
    if (app) afterPaint();
  };
  const onType = (event) => {
    const field = event.target;
    if (giving || !inPage(field) || !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) return;
    if (!app) return void fields.add(field);
    // React gets this event too, after this listener, and hydrates the field's part for it if it can:
    // once it has answered, a field still as drawn is one whose event React dropped.
    if (isHydrated(field)) return;
    setTimeout(() => {
      if (isHydrated(field)) return;
      fields.add(field);
      given.add(field);
      afterPaint();
    });
  };

  // What the app's state lacks. React keeps a field's value when it hydrates it, and knows nothing of
  // it until an event says so. A field the person left as the server drew it needs no word.
  const tell = (field, type) => field.dispatchEvent(new Event(type, { bubbles: true }));
  const setValue = (field, value) =>
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
  // A text field: React acts on an input only when the value differs from what it last knew, which is
  // what it hydrated. So the field is set back to what the server drew and told, which hydrates its
  // part if it is not yet; then set to what was typed and told again, which React reads as the change.
  const feedText = (field, value) => {
    if (value === field.defaultValue) return;
    setValue(field, field.defaultValue);
    tell(field, 'input');
    setValue(field, value);
    tell(field, 'input');
  };
  // A select: React acts on every change, whatever it knew, so it is told once (told twice, a city
  // chosen before the app pushed its address twice: decision 207). Its value is set again first: a
  // part hydrated since may have drawn it back to the app's state.
  const drawnOption = (select) =>
    [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value;
  const feedSelect = (select, value) => {
    if (value === drawnOption(select)) return;
    setValue(select, value);
    tell(select, 'change');
  };
  const feed = ([field, value]) => {
    if (field.type === 'checkbox' || field.type === 'radio') return;
    if (field.tagName === 'SELECT') feedSelect(field, value);
    else feedText(field, value);
  };

  const give = (act) => {
    giving = true;
    try {
      act();
    } finally {
      giving = false;
    }
  };
  // Gives each held thing to the app: once at once, then again only when its part has been hydrated.
  // A thing is done when its part is hydrated after it was given (React ran it), or when it is gone.
  const pass = (list, act, done) => {
    for (const el of [...list]) {
      const due = !given.has(el) || isHydrated(el);
      if (el.isConnected && due) {
        given.add(el);
        give(() => act(el));
      }
      if (!el.isConnected || (due && isHydrated(el))) done(el);
    }
  };
  // A tap on a part React has not hydrated is given after the next frame, not in the tap's own task:
  // hydrating the part for it can take a few hundred milliseconds on a slow phone, and meanwhile the
  // busy mark would not show. So the person sees at once that the tap was taken (the next paint
  // comes first, which is what Interaction to Next Paint measures), and it runs a frame later.
  // Everything held after the app started comes through here, and the time it may wait starts again.
  const afterPaint = () => {
    holdUntil = Date.now() + HOLD_MS;
    requestAnimationFrame(() => setTimeout(settle, 0));
  };
  const later = () => {
    if (!timer) timer = setTimeout(settle, 50);
  };
  const settle = () => {
    clearTimeout(timer);
    timer = 0;
    // Every value is read first: the app's answer to one field re-renders its neighbours.
    const typed = new Map([...fields].map((field) => [field, field.value]));
    pass(
      fields,
      (field) => feed([field, typed.get(field)]),
      (field) => fields.delete(field),
    );
    const drop = (list) => (el) => list.splice(list.indexOf(el), 1);
    // The busy marks are taken off before the tap is given (React hydrates the element as the server
    // drew it) and put back on a control whose part is still waiting.
    pass(
      taps,
      (el) => {
        unhold(el);
        el.click();
        if (!isHydrated(el)) busy(el);
      },
      (el) => {
        unhold(el);
        drop(taps)(el);
      },
    );
    pass(forms, (form) => form.requestSubmit(), drop(forms));
    if (!taps.length && !forms.length && !fields.size) return;
    if (Date.now() < holdUntil) return later();
    taps.forEach(unhold);
    taps.length = forms.length = 0;
    fields.clear();
  };

  // A search box's suggestions before the app (decision 223): the box (input[data-bs-suggest], which
  // carries the words the list needs in the page's language) asks the API as the app does, as many
  // characters and as long after the last key (SUGGESTION_MIN_CHARS and SEARCH_DEBOUNCE_MS of
  // src/domain/limits.ts, spelt out), and the answer is drawn under the box, outside the app's root so
  // hydration never meets it, in the combobox pattern the app's list follows: arrows move, Enter or a
  // tap opens, Escape closes. It stays through the app's start until the app's own list for the box
  // shows, the box loses focus, or a few seconds have passed.
  const SUGGEST_MIN = 2;
  const SUGGEST_AFTER_MS = 300;
  const EARLY_ID = 'bs-early-suggestions';
  // { box, list, region, controls, timer, words, active, watch }; shown is the list being in the
  // document. The list lies in a region of its own, named as the list is: it is drawn outside the app's
  // root, so outside the page's landmarks, and a person moving by landmarks still finds it.
  let early = null;
  const options = () => [...early.list.children];
  const mark = (index) => {
    early.active = index;
    options().forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    if (index >= 0) early.box.setAttribute('aria-activedescendant', `${EARLY_ID}-${index}`);
    else early.box.removeAttribute('aria-activedescendant');
    options()[index]?.scrollIntoView({ block: 'nearest' });
  };
  // The list out of sight, the box as the app draws it; its answer is kept for an arrow to show again.
  const hideEarly = () => {
    if (!early?.list.isConnected) return;
    early.region.remove();
    mark(-1);
    // Expanded as the app's own list is, once the app has one: React sets the attribute only when its
    // value changes, so one left 'true' here would stay.
    const theirs = document.getElementById(early.controls);
    early.box.setAttribute('aria-controls', early.controls);
    early.box.setAttribute('aria-expanded', String(!!theirs && !theirs.hidden));
  };
  const closeEarly = () => {
    if (!early) return;
    hideEarly();
    clearTimeout(early.timer);
    early.watch?.disconnect();
    early = null;
  };
  const showEarly = () => {
    const { box, list } = early;
    if (!list.children.length || box.value.trim() !== early.words) return hideEarly();
    const at = box.getBoundingClientRect();
    Object.assign(list.style, {
      top: `${at.bottom + scrollY + 4}px`,
      left: `${at.left + scrollX}px`,
      width: `${at.width}px`,
    });
    if (!list.isConnected) document.body.append(early.region);
    box.setAttribute('aria-controls', EARLY_ID);
    box.setAttribute('aria-expanded', 'true');
  };
  const drawEarly = (items) => {
    const { label, to } = JSON.parse(early.box.getAttribute('data-bs-suggest'));
    const list = early.list;
    list.replaceChildren();
    list.setAttribute('aria-label', label);
    early.region.setAttribute('aria-label', label);
    for (const s of items) {
      const [path, name, inName] = to[s.category] ?? [];
      if (!path) continue;
      const query = new URLSearchParams(s.params).toString();
      const option = document.createElement('li');
      option.id = `${EARLY_ID}-${list.children.length}`;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.dataset.href = query ? `${path}?${query}` : path;
      const what = document.createElement('span');
      what.textContent = `${Object.keys(s.params).length ? s.label : name} · ${s.count.toLocaleString('en-US')}`;
      const where = document.createElement('small');
      where.textContent = inName;
      option.append(what, where);
      list.append(option);
    }
    early.active = -1;
    showEarly();
  };
  const suggestEarly = (box) => {
    if (early && early.box !== box) closeEarly();
    if (!early) {
      const list = Object.assign(document.createElement('ul'), { id: EARLY_ID });
      list.setAttribute('role', 'listbox');
      // The box keeps its focus, so a tap on a suggestion is not lost to the box's blur.
      list.addEventListener('mousedown', (event) => event.preventDefault());
      list.addEventListener('click', (event) => {
        const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
        if (option) location.assign(option.dataset.href);
      });
      const region = document.createElement('div');
      region.setAttribute('role', 'region');
      region.append(list);
      early = {
        box,
        list,
        region,
        timer: 0,
        words: '',
        active: -1,
        controls: box.getAttribute('aria-controls') ?? '',
      };
    }
    clearTimeout(early.timer);
    // Until the new words' answer, the last one stays, as the app's list does.
    const words = box.value.trim();
    if (words.length < SUGGEST_MIN) return hideEarly();
    const mine = early;
    mine.timer = setTimeout(() => {
      fetch(`/api/suggestions?q=${encodeURIComponent(words)}`, { credentials: 'same-origin' })
        .then((answer) => (answer.ok ? answer.json() : { items: [] }))
        .then(({ items }) => {
          if (early !== mine) return;
          mine.words = words;
          drawEarly(items ?? []);
        })
        .catch(() => early === mine && hideEarly());
    }, SUGGEST_AFTER_MS);
  };
  // Once the app has started: the app's own list takes over from the early one.
  const handOverEarly = () => {
    if (!early) return;
    const mine = early;
    const theirs = document.getElementById(mine.controls);
    const done = () => early === mine && (!theirs || !theirs.hidden) && closeEarly();
    if (theirs) {
      mine.watch = new MutationObserver(done);
      mine.watch.observe(theirs, { attributes: true, attributeFilter: ['hidden'] });
    }
    setTimeout(() => early === mine && closeEarly(), 5000);
    done();
  };
  const onSuggestInput = (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.hasAttribute('data-bs-suggest') || !inPage(box)) return;
    if (!app) suggestEarly(box);
    // Typed into once the app has it: the app answers these words, not the early list.
    else if (!giving && early?.box === box) closeEarly();
  };
  const onSuggestKey = (event) => {
    if (!early || event.target !== early.box) return;
    const shown = early.list.isConnected;
    // Escape closes the list that shows, this one, and must not also clear the box (a search field's
    // own answer to Escape) while the app's list is still closed.
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      return hideEarly();
    }
    // Once the app has started, its keys are the app's: the early list steps aside.
    if (app) return void (giving || closeEarly());
    const count = early.list.children.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return showEarly();
      if (count) mark((early.active + (event.key === 'ArrowDown' ? 1 : -1) + count) % count);
    } else if (event.key === 'Enter' && shown && early.active >= 0) {
      event.preventDefault();
      location.assign(options()[early.active].dataset.href);
    }
  };
  const onSuggestBlur = (event) => {
    if (early && event.target === early.box)
      setTimeout(() => early && document.activeElement !== early.box && closeEarly(), 150);
  };
  document.addEventListener('input', onSuggestInput);
  document.addEventListener('keydown', onSuggestKey);
  document.addEventListener('focusout', onSuggestBlur);

  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onType],
    ['change', onType],
  ];
  const swipes = [
    ['pointerdown', onPointerDown],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerCancel],
  ];
  for (const [type, listener] of [...listeners, ...swipes]) document.addEventListener(type, listener, true);

  // A choice in a GET form marked data-bs-navigates (a listing's sort) goes at once before the app has
  // called hydrateRoot, as the app would take it: the page's address with that one value changed and
  // the page number dropped (decision 208). After that the app navigates; a part not yet hydrated
  // holds the choice as any field does (onType).
  const navigateOnChange = (event) => {
    const field = event.target;
    const form = field instanceof HTMLSelectElement ? field.form : null;
    if (app || !form?.hasAttribute('data-bs-navigates') || !inPage(form) || !field.name) return;
    fields.delete(field);
    const next = new URL(location.href);
    if (field.value) next.searchParams.set(field.name, field.value);
    else next.searchParams.delete(field.name);
    next.searchParams.delete('page');
    location.assign(next);
  };
  document.addEventListener('change', navigateOnChange);
  document.addEventListener(
    'bs-hydrating',
    () => {
      app = true;
      // A popover drawn for the time before the app (data-bs-before-app: a listing's filters, decision
      // 216) leaves the document: the app answers its button from here on, it would hold the filters of
      // the page first drawn once the app moves on, and its fields would stand beside the app's under
      // the same labels. Opened, it stays until it is closed or sent.
      for (const popover of document.querySelectorAll('[data-bs-before-app]')) {
        let open = false;
        try {
          open = popover.matches(':popover-open');
        } catch {
          // A browser without popovers: it was never open.
        }
        if (!open) popover.remove();
        else popover.addEventListener('toggle', (event) => event.newState === 'closed' && popover.remove());
      }
      // A swipe is the app's from here on (use-swipe.ts reads it on the gallery's own part).
      for (const [type, listener] of swipes) document.removeEventListener(type, listener, true);
      handOverEarly();
      holdUntil = Date.now() + HOLD_MS;
      settle();
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
    page = document.getElementById('root');
    const block = document.getElementById('bs-boot');
    if (!block) return;
    void Promise.all([painted, photosIn()]).then(() => start(block));
    setTimeout(() => start(block), 3000);
    // A person who taps or types before the photos are in wants the app now, not the photos.
    for (const type of ['pointerdown', 'keydown'])
      document.addEventListener(type, () => start(block), { once: true, passive: true });
  });
})();
