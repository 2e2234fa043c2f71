/// Tells the kind of an export from its content, never its name: `marginalia import FILE`.
public enum FormatDetection {
    /// The kind of the export at `path`: the first of `ExportFormat.allCases` that recognises it.
    /// A file of no kind throws.
    public static func detect(_ path: String) throws(ImportError) -> ExportFormat {
        let sample = try ExportSample(path: path)
        if let format = ExportFormat.allCases.first(where: { $0.recognizes(sample) }) { return format }
        throw .unknownKind(path: path, appearance: sample.appearance)
    }

    /// What the command says of the kind it chose.
    public static func choice(_ format: ExportFormat, path: String) -> String {
        "Detected \(format.summary) in \(path): reading it as `marginalia import \(format.rawValue)` does."
    }
}
