// docs/decisions/069: the push service worker. Registered only from the portal after sign-in (never
// from the public pages); it has no fetch handler, so it never stands between a page and the server.
// The payload is { title, body, link, tag } (server/domain/notifications/push-sender.ts); the tag is
// the send's, so a retried push replaces its notification instead of showing it twice.

self.addEventListener("install", function () {
  self.skipWaiting();
});

self.addEventListener("activate", function (event) {
  event.waitUntil(self.clients.claim());
});

/** The payload as JSON; a push that is not (none of ours) shows its text as the body. */
function payloadOf(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener("push", function (event) {
  var data = payloadOf(event);
  var options = {
    body: data.body || "",
    icon: "/favicon.svg",
    data: { link: data.link || "/" },
  };
  if (data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(data.title || "Tidyline", options));
});

/** Only a path of this site: a payload never sends the person elsewhere. */
function targetOf(notification) {
  var link = (notification.data && notification.data.link) || "/";
  var url = new URL(link, self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin + "/";
}

self.addEventListener("notificationclick", function (event) {
  event.notification.close();
  var target = targetOf(event.notification);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (windows) {
      var open = windows.find(function (client) {
        return new URL(client.url).origin === self.location.origin;
      });
      if (!open) return self.clients.openWindow(target);
      return open.focus().then(function (focused) {
        // navigate() works only for a tab this worker controls; another is opened at the link instead.
        return focused.navigate(target).catch(function () {
          return self.clients.openWindow(target);
        });
      });
    }),
  );
});
