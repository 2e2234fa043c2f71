/// The browser side of live reload, served by the development server at
/// `/_marginalia/live-reload.js` and `/_marginalia/overlay.css`, and referenced from HTML
/// responses by a `<script src>` tag. Neither uses inline script or style, so both work under the
/// pages' Content-Security-Policy (`script-src 'self'; style-src 'self'`).
enum LiveReloadScript {
    /// Receives the server's events through one shared worker (`LiveReloadWorkerScript`) for all
    /// tabs, so that open tabs do not use up the browser's connections to the server; where
    /// shared workers are missing or fail to start, listens to `/_marginalia/events` itself and
    /// tells the server its page (`/_marginalia/pages`). Either way, per event:
    /// - `hello` on every (re)connection: a different server, or a build newer than the page's,
    ///   means something changed while it was not listening, so the page reloads; otherwise the
    ///   page now hears every event, which it marks in `window.marginaliaHeardHello` (for tests);
    /// - `reload`: updates the page if its file is among the rewritten ones (or all pages changed,
    ///   except those listed as already reloaded): fetches it again and swaps in its `<body>`,
    ///   keeping the scroll position, then fires `marginalia:content-replaced` on `document` for
    ///   the theme's scripts; it reloads instead if anything in `<head>` other than the title,
    ///   descriptions, links and the structured data changed, or if the fetch fails;
    /// - `stylesheets`: swaps matching `<link rel=stylesheet>` elements for fresh ones, no reload;
    /// - `failure` / `success`: shows / removes the build-error overlay, built with DOM calls and
    ///   `textContent` only (error messages quote fixture text, which is untrusted).
    /// `EventSource` reconnects by itself; if it gives up, a new one is started.
    static let javaScript = #"""
        // Marginalia development server: live reload and build errors. Not part of the built site.
        (() => {
          "use strict";
          const tag = document.currentScript;
          const data = tag ? tag.dataset : {};
          const servedFile = data.file || "";
          let server = data.server || "";
          let build = data.build === undefined ? NaN : Number(data.build);
          const here = pagePath(location.pathname);
          // What the server is told this tab shows: the file it served.
          const shown = servedFile || here;
          let overlay = null;

          function pagePath(pathname) {
            let path = pathname;
            try { path = decodeURIComponent(pathname); } catch (error) { /* keep it encoded */ }
            path = path.replace(/^\/+/, "");
            return path === "" || path.endsWith("/") ? path + "index.html" : path;
          }

          function isShownHere(paths) {
            return paths.includes(here) || paths.includes(servedFile);
          }

          function swapStylesheets(paths) {
            for (const link of document.querySelectorAll('link[rel~="stylesheet"]')) {
              const url = new URL(link.getAttribute("href"), location.href);
              if (url.origin !== location.origin || !paths.includes(pagePath(url.pathname))) continue;
              url.searchParams.set("marginalia-build", String(build));
              const fresh = link.cloneNode();
              fresh.href = url.href;
              const retire = () => link.remove();
              fresh.addEventListener("load", retire, { once: true });
              fresh.addEventListener("error", retire, { once: true });
              link.after(fresh);
            }
          }

          // Head elements a swap may update in place; any other change to <head> needs a reload.
          const updatable = 'title, meta[name], link:not([rel~="stylesheet"]):not([rel~="icon"]), '
            + 'script[type="application/ld+json"]';
          let updates = 0;

          function updateHead(fresh) {
            const old = [...document.head.children];
            const now = [...fresh.children];
            if (old.length !== now.length) return false;
            const changed = old.map((node, index) => [node, now[index]]).filter(([a, b]) => !a.isEqualNode(b));
            const swappable = ([a, b]) => a.tagName === b.tagName && a.matches(updatable) && b.matches(updatable);
            if (!changed.every(swappable)) return false;
            for (const [a, b] of changed) a.replaceWith(document.importNode(b, true));
            return true;
          }

          // The page's new version swapped in: no reload, no flash, the same scroll position.
          async function update() {
            const asked = ++updates;
            try {
              const response = await fetch(location.href, { cache: "no-store" });
              const type = response.headers.get("Content-Type") || "";
              if (!response.ok || response.redirected || !type.startsWith("text/html")) throw new Error(type);
              const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
              if (asked !== updates) return;
              if (!fresh.body) throw new Error("no body");
              // This script is running already; the page's own scripts run only on a reload.
              const ours = fresh.body.querySelectorAll('script[src="/_marginalia/live-reload.js"]');
              for (const script of ours) script.remove();
              const scripts = fresh.body.querySelector('script:not([type="application/ld+json"])');
              if (scripts || !updateHead(fresh.head)) throw new Error("scripts or head changed");
              const body = document.importNode(fresh.body, true);
              const x = scrollX, y = scrollY;
              if (overlay) body.append(overlay);
              document.body.replaceWith(body);
              scrollTo(x, y);
              window.marginaliaUpdatedAt = performance.timeOrigin + performance.now();
              document.dispatchEvent(new Event("marginalia:content-replaced"));
            } catch (error) {
              if (asked === updates) location.reload();
            }
          }

          function element(name, className, text) {
            const node = document.createElement(name);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }

          function showOverlay(failure) {
            hideOverlay();
            const host = document.createElement("marginalia-build-error");
            const root = host.attachShadow({ mode: "open" });
            const sheet = document.createElement("link");
            sheet.rel = "stylesheet";
            sheet.href = "/_marginalia/overlay.css";
            const backdrop = element("div", "backdrop");
            const panel = element("section", "panel");
            panel.setAttribute("role", "alert");
            panel.setAttribute("aria-labelledby", "marginalia-title");
            const title = element("h2", "title", "The site did not build");
            title.id = "marginalia-title";
            const place = [failure.file, failure.line, failure.column].filter((part) => part !== undefined && part !== null);
            const where = element("p", "location", place.length ? place.join(":") : "");
            const message = element("pre", "message", failure.message);
            const note = element("p", "note", "The last good build is still being served. Fix the file and save: this message goes away by itself.");
            const close = element("button", "close", "Dismiss");
            close.type = "button";
            close.addEventListener("click", hideOverlay);
            panel.append(title, where, message, note, close);
            backdrop.append(panel);
            root.append(sheet, backdrop);
            (document.body || document.documentElement).append(host);
            overlay = host;
          }

          function hideOverlay() {
            if (overlay) overlay.remove();
            overlay = null;
          }

          const handlers = {
            hello(hello) {
              const changed = (server && hello.server !== server) || (!Number.isNaN(build) && hello.build > build);
              server = hello.server;
              build = Math.max(Number.isNaN(build) ? 0 : build, hello.build);
              if (changed) location.reload();
              else window.marginaliaHeardHello = true;
            },
            reload(change) {
              build = change.build;
              const except = change.except || [];
              if (change.all ? !isShownHere(except) : isShownHere(change.paths)) update();
            },
            stylesheets(change) {
              build = change.build;
              swapStylesheets(change.paths);
            },
            failure: showOverlay,
            success: hideOverlay,
          };

          function handle(name, data) {
            if (Object.hasOwn(handlers, name)) handlers[name](JSON.parse(data));
          }

          // The fallback: a connection of this page's own.
          function listen() {
            const source = new EventSource("/_marginalia/events");
            for (const name of Object.keys(handlers)) {
              source.addEventListener(name, (event) => handle(name, event.data));
            }
            source.addEventListener("hello", (event) => {
              const connection = JSON.parse(event.data).connection;
              fetch("/_marginalia/pages", {
                method: "POST", headers: { "Content-Type": "application/json" },
                body: JSON.stringify({ connection, pages: [shown] }),
              }).catch(() => {});
            });
            source.addEventListener("error", () => {
              if (source.readyState === EventSource.CLOSED) setTimeout(listen, 1000);
            });
            window.marginaliaLiveReload = "event-source";
          }

          function listenShared() {
            if (typeof SharedWorker !== "function") return false;
            let worker;
            try {
              worker = new SharedWorker("/_marginalia/live-reload-worker.js", { name: "marginalia-live-reload" });
            } catch (error) {
              return false;
            }
            let heard = false;
            worker.addEventListener("error", () => { if (!heard) listen(); });
            worker.port.addEventListener("message", (event) => {
              heard = true;
              handle(event.data.name, event.data.data);
            });
            worker.port.start();
            worker.port.postMessage({ open: shown });
            addEventListener("pagehide", () => worker.port.postMessage({ close: shown }));
            addEventListener("pageshow", (event) => { if (event.persisted) worker.port.postMessage({ open: shown }); });
            window.marginaliaLiveReload = "shared-worker";
            return true;
          }

          if (!listenShared()) listen();
        })();

        """#

    /// The overlay's look, inside its shadow root so that the site's styles do not reach it.
    static let overlayStylesheet = """
        :host { all: initial; }
        .backdrop {
          position: fixed; inset: 0; z-index: 2147483647; overflow: auto;
          display: flex; align-items: flex-start; justify-content: center;
          padding: 6vh 1rem; box-sizing: border-box; background: rgb(24 8 8 / 0.6);
          font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif;
        }
        .panel {
          box-sizing: border-box; width: 100%; max-width: 56rem; padding: 1.25rem 1.5rem;
          background: #fff; color: #1b1b1b; border-top: 6px solid #c4302b; border-radius: 6px;
          box-shadow: 0 12px 40px rgb(0 0 0 / 0.35);
        }
        .title { margin: 0 0 0.25rem; font-size: 1.25rem; color: #a5221e; }
        .location { margin: 0 0 0.75rem; font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-weight: 600; }
        .message {
          margin: 0 0 0.75rem; padding: 0.75rem 1rem; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere;
          background: #fbeceb; border-radius: 4px; font: 13px/1.5 ui-monospace, "SFMono-Regular", Menlo, monospace;
        }
        .note { margin: 0 0 0.75rem; color: #555; }
        .close { font: inherit; padding: 0.25rem 0.75rem; cursor: pointer; }
        @media (prefers-color-scheme: dark) {
          .panel { background: #1e1e1e; color: #eee; }
          .title { color: #ff8a80; }
          .message { background: #3a2222; }
          .note { color: #bbb; }
        }

        """
}
