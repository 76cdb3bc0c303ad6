// Starts a prerendered page's app (the public pages, server/lib/static-files.ts) once the browser
// has painted the page: the HTML is readable before any script work. A tap on a link or button
// before the app is ready is held and replayed when it is (main.tsx announces "tidyline:ready").
(function () {
  var boot = document.currentScript;
  var held = [];
  var ready = false;

  function hold(event) {
    var target = event.target instanceof Element ? event.target.closest("a[href], button") : null;
    if (ready || !target) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  }
  document.addEventListener("click", hold, true);
  window.addEventListener(
    "tidyline:ready",
    function () {
      ready = true;
      document.removeEventListener("click", hold, true);
      held.splice(0).forEach(function (target) {
        target.click();
      });
    },
    { once: true },
  );

  var started = false;
  function start() {
    if (started) return;
    started = true;
    (boot.dataset.preload || "").split(" ").forEach(function (href) {
      if (!href) return;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = boot.dataset.app;
    document.head.appendChild(app);
  }
  // After the next frame has been painted; a hidden tab paints no frames, so at most 500 ms.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
