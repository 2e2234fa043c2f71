/// Tells the kind of an export from its content, never its name: `marginalia import FILE`.
public enum FormatDetection {
    /// A kind that is recognised but not imported yet: the file is named as what it is, with a
    /// note, rather than called unknown. When its source lands, its `recognizes` moves to its
    /// `ExportFormat` and the entry goes.
    struct PendingKind: Sendable {
        let name: String
        let note: String
        let recognizes: @Sendable (ExportSample) -> Bool
    }

    static let pendingKinds = [
        PendingKind(
            name: "webmention", note: "webmention import lands with issue 29 item 1",
            recognizes: WebmentionSample.recognizes)
    ]

    /// The kind of the export at `path`: the first of `ExportFormat.allCases` that recognises it.
    /// A file of a pending kind, or of no kind, throws.
    public static func detect(_ path: String) throws(ImportError) -> ExportFormat {
        let sample = try ExportSample(path: path)
        if let format = ExportFormat.allCases.first(where: { $0.recognizes(sample) }) { return format }
        if let pending = pendingKinds.first(where: { $0.recognizes(sample) }) {
            throw .kindNotImported(path: path, kind: pending.name, note: pending.note)
        }
        throw .unknownKind(path: path, appearance: sample.appearance)
    }

    /// What the command says of the kind it chose.
    public static func choice(_ format: ExportFormat, path: String) -> String {
        "Detected \(format.summary) in \(path): reading it as `marginalia import \(format.rawValue)` does."
    }
}

/// How a webmention.io API answer looks: a jf2 feed (`"type": "feed"` with `children`) or the
/// bare array of its entries that blogs cache, each with a `wm-id`.
enum WebmentionSample {
    static func recognizes(_ sample: ExportSample) -> Bool {
        if sample.startsWithJSONArray { return sample.contains("\"wm-id\"") }
        return sample.jsonTopLevelKeys.contains("children")
            && (sample.contains("\"wm-id\"") || sample.contains("\"feed\""))
    }
}
