// What runs inside the app's page for the screen benchmark, installed before the app's own
// scripts (addInitScript). Strings, not functions: tsx would wrap inner functions in a helper
// the page does not have. Times are taken in the page (performance.now, a check per animation
// frame), so the round trips of the driver are never part of a figure.

/**
 * window.screenBench: open a route the way the router does (pushState + popstate, no reload, so
 * the roll's keys and caches in memory stay as a user's would), wait for a report's first rows
 * or its empty state, apply a filter by setting its control as a person would (input / change
 * events React listens to) and wait for the list to change; and the engine's own time of the
 * screen's latest query (the user-timing entry use-report-query.ts writes).
 */
export const SCREEN_PROBE = `{
  const bench = (window.screenBench = {});
  const main = () => document.querySelector('main') || document.body;
  const loading = () => !!main().querySelector('[aria-label="Loading..."]');
  const heading = () => ((main().querySelector('h1') || {}).textContent || '').trim();
  const firstRow = () => main().querySelector('tbody tr, ul[aria-label] > li');
  const emptyShown = () =>
    [...main().querySelectorAll('[role="status"]')].some((el) => el.textContent.trim() === 'Nothing found');
  const signature = () => {
    const range = main().querySelector('[aria-live="polite"]');
    const row = firstRow();
    return [range ? range.textContent : '', row ? row.textContent : '', emptyShown() ? 'empty' : ''].join('|');
  };
  const shown = () => !loading() && (!!firstRow() || emptyShown());
  bench.heading = heading;
  bench.signature = signature;
  bench.until = (test, timeoutMs) =>
    new Promise((resolve, reject) => {
      const start = performance.now();
      const tick = () => {
        let ok = false;
        try { ok = test(); } catch (e) { ok = false; }
        if (ok) return resolve(performance.now());
        if (performance.now() - start > timeoutMs) return reject(new Error('timed out: ' + signature()));
        requestAnimationFrame(tick);
      };
      tick();
    });
  bench.go = (path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  };
  bench.openPage = async (path, title, timeoutMs) => {
    bench.go(path);
    await bench.until(() => location.pathname === path && heading() === title, timeoutMs);
  };
  bench.open = async (path, title, timeoutMs) => {
    const t0 = performance.now();
    bench.go(path);
    const t1 = await bench.until(() => location.pathname === path && heading() === title && shown(), timeoutMs);
    return { ms: t1 - t0, t0, rows: signature() };
  };
  const control = (label) => {
    for (const l of main().querySelectorAll('label')) {
      if (l.textContent.trim().replace(/\\s*\\*$/, '') !== label) continue;
      const el = l.htmlFor ? document.getElementById(l.htmlFor) : l.querySelector('input,select');
      if (el) return el;
    }
    return null;
  };
  const setValue = (el, value) => {
    const proto = el.tagName === 'SELECT' ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
    el.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  };
  bench.filter = async (id, steps, timeoutMs) => {
    const before = signature();
    const resolved = steps.map((s) => {
      const el = s.search ? main().querySelector('input[type="search"]') : control(s.label);
      if (!el) throw new Error('no control ' + (s.label || 'search'));
      if (s.option === undefined) return [el, s.value];
      const values = [...el.options].map((o) => o.value).filter((v) => v !== '');
      if (!values.length) throw new Error('no options in ' + s.label);
      return [el, values[Math.min(s.option, values.length - 1)]];
    });
    const t0 = performance.now();
    for (const [el, v] of resolved) setValue(el, v);
    // Done when the list changed, or (a filter that leaves it as it was) two frames after the
    // screen's query for the new values finished.
    let answered = 0;
    const t1 = await bench.until(() => {
      if (!shown()) return false;
      if (signature() !== before) return true;
      if (!answered && bench.engine(id, t0) !== null) answered = 1;
      else if (answered) answered++;
      return answered > 2;
    }, timeoutMs);
    return { ms: t1 - t0, t0, applied: resolved.map((r) => r[1]), rows: signature() };
  };
  bench.engine = (id, since) => {
    const all = performance.getEntriesByName('report-query:' + id, 'measure');
    const last = all[all.length - 1];
    return last && last.startTime >= since ? last.duration : null;
  };
}`;

/**
 * window.syncProbe: every 50 ms, the header's sync badge (its title) and the dashboard's tiles
 * (Voters, Households), each change with its time (epoch ms, comparable with the driver's).
 */
export const SYNC_PROBE = `{
  const probe = (window.syncProbe = { badge: [], tiles: {} });
  const push = (list, v) => {
    if (v && (!list.length || list[list.length - 1].v !== v)) list.push({ v, at: Date.now() });
  };
  const tile = (label) => {
    const x = document.evaluate("//main//*[text()='" + label + "']", document, null,
      XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    return x && x.nextElementSibling ? x.nextElementSibling.textContent.trim() : null;
  };
  setInterval(() => {
    const a = document.querySelector('a[href="/dashboard/sync"]');
    push(probe.badge, a && a.getAttribute('title'));
    for (const label of ['Voters', 'Households']) push((probe.tiles[label] ||= []), tile(label));
  }, 50);
}`;
