// Starts the app once the prerendered page has painted (see the API's deferred-scripts.ts):
// data-modules lists the entry module first, then the chunks to preload alongside it.
(() => {
  const [entry, ...preloads] = (document.currentScript?.dataset.modules ?? "").split(" ");
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
