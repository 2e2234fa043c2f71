/// The shared worker behind live reload, served at `/_marginalia/live-reload-worker.js`: one
/// connection to `/_marginalia/events` for every tab of the site in the browser.
///
/// It passes each event on to every tab, and remembers the server, the build and any build error,
/// so that a tab that connects later hears a `hello` (and the error) at once. Whenever the tabs
/// or the connection change, it tells the server which pages the tabs show (`/_marginalia/pages`,
/// naming the connection its `hello` gave), so that a rebuild renders those first. Tabs say when
/// they go (`close`, on `pagehide`).
enum LiveReloadWorkerScript {
    static let javaScript = #"""
        // Marginalia development server: one live-reload connection for all tabs. Not part of the built site.
        "use strict";
        const tabs = new Map();
        const state = { hello: null, failure: null, connection: null };
        let source = null;

        function send(port, name, data) {
          port.postMessage({ name, data });
        }

        function tellServer() {
          if (state.connection === null) return;
          const pages = [...new Set(tabs.values())].filter((page) => page !== "");
          fetch("/_marginalia/pages", {
            method: "POST", headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ connection: state.connection, pages }),
          }).catch(() => {});
        }

        function remember(name, data) {
          const value = JSON.parse(data);
          if (name === "hello") {
            state.hello = value;
            state.connection = value.connection;
          } else if ((name === "reload" || name === "stylesheets") && state.hello) {
            state.hello = { ...state.hello, build: value.build };
          } else if (name === "failure") {
            state.failure = data;
          } else if (name === "success") {
            state.failure = null;
          }
        }

        function listen() {
          source = new EventSource("/_marginalia/events");
          for (const name of ["hello", "reload", "stylesheets", "failure", "success"]) {
            source.addEventListener(name, (event) => {
              remember(name, event.data);
              for (const port of tabs.keys()) send(port, name, event.data);
              if (name === "hello") tellServer();
            });
          }
          source.addEventListener("error", () => {
            if (source.readyState === EventSource.CLOSED) setTimeout(listen, 1000);
          });
        }

        onconnect = (event) => {
          const port = event.ports[0];
          tabs.set(port, "");
          port.addEventListener("message", (message) => {
            if (typeof message.data.open === "string") {
              tabs.set(port, message.data.open);
              if (state.hello) send(port, "hello", JSON.stringify(state.hello));
              if (state.failure) send(port, "failure", state.failure);
            } else if (typeof message.data.close === "string") {
              tabs.delete(port);
            }
            tellServer();
          });
          port.start();
          if (!source) listen();
        };

        """#
}
