/// The `Content-Type` of a served file, by its extension. Text types carry `charset=utf-8`: the
/// generator writes UTF-8, and a browser must not guess.
enum MediaTypes {
    static let html = "text/html; charset=utf-8"
    static let fallback = "application/octet-stream"

    static func contentType(forPath path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return fallback }
        return byExtension[path[path.index(after: dot)...].lowercased()] ?? fallback
    }

    /// Whether responses of this type are pages that get the live-reload script.
    static func isHTML(_ contentType: String) -> Bool {
        contentType == html
    }

    private static let byExtension: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "xml": "application/xml; charset=utf-8", "atom": "application/atom+xml; charset=utf-8",
        "rss": "application/rss+xml; charset=utf-8",
        "json": "application/json", "webmanifest": "application/manifest+json",
        "svg": "image/svg+xml; charset=utf-8",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "pdf": "application/pdf", "mp4": "video/mp4", "webm": "video/webm", "mp3": "audio/mpeg",
        "wasm": "application/wasm",
    ]
}
