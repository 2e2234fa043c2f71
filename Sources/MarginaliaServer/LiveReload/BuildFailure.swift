import MarginaliaSite

/// A failed build as the browser overlay shows it: the same message the terminal prints, and
/// where the (first) problem is.
struct BuildFailure: Sendable, Equatable, Codable {
    /// The full error text, one problem per line.
    var message: String
    /// The file with the problem, as the options name its folder (`Content/comments/p1.json`).
    var file: String?
    var line: Int?
    var column: Int?

    init(message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// The failure of a build with these options.
    init(_ error: SiteError, options: SiteGenerator.Options) {
        let location = error.location
        var file = location?.file
        switch error {
        case .content: file = file.map { Self.join(options.contentDirectory, $0) }
        case .template:
            file = file.map {
                $0.hasPrefix("/") || $0.hasPrefix(options.templatesDirectory)
                    ? $0 : Self.join(options.templatesDirectory, $0)
            }
        case .output: break
        }
        self.init(message: error.description, file: file, line: location?.line, column: location?.column)
    }

    private static func join(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
