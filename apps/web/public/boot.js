// Starts the app once the prerendered page has painted (see the API's deferred-scripts.ts):
// data-modules lists the entry module first, then the chunks to preload alongside it. The page
// carries only the CSS its own markup uses (a <style data-stylesheets>, see the API's
// prerender.ts): the sheet of the other rules loads now too, for what the app shows later
// (menus, dialogs, error states), without holding up the first paint; if it cannot be loaded,
// the whole stylesheets (data-whole) instead.
(() => {
  const [entry, ...preloads] = (document.currentScript?.dataset.modules ?? "").split(" ");
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const addStylesheets = (hrefs, onError) => {
      for (const href of hrefs.split(" ").filter(Boolean)) {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.crossOrigin = "";
        link.href = href;
        if (onError) link.addEventListener("error", onError, { once: true });
        document.head.append(link);
      }
    };
    for (const style of document.querySelectorAll("style[data-stylesheets]")) {
      // A server that does not hold the page's rest sheet (another instance, restarted before
      // rendering this page) answers 404: the whole stylesheets hold every rule it had.
      let fellBack = false;
      addStylesheets(style.dataset.stylesheets, () => {
        if (fellBack) return;
        fellBack = true;
        addStylesheets(style.dataset.whole ?? "");
      });
    }
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // Start when the browser reports the first contentful paint (it has then been shown, not
  // only drawn); without paint timing, right after the first frame. A tab opened in the
  // background paints nothing until shown, so the code starts after a while anyway.
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 3000);
})();
