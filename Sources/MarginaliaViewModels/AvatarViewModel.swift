/// A person's picture as a page shows it: their image when there is a safe one, else their
/// initials. One partial (`partials/avatar`) draws it wherever a person appears.
public struct AvatarViewModel: Sendable, Equatable {
    /// How large the picture is drawn.
    public enum Size: Sendable, Equatable {
        /// Beside a name in a list or a comment.
        case cell
        /// At the top of a person's own page.
        case large
    }

    /// The checked image source; `nil`: the initials show.
    public let imageURL: String?
    /// One or two letters, shown when there is no image and kept on the image for a fallback.
    public let initials: String
    public let size: Size

    public init(imageURL: String?, initials: String, size: Size) {
        self.imageURL = imageURL
        self.initials = initials
        self.size = size
    }
}

extension AvatarViewModel {
    /// Whether this is the large picture of a person's page.
    public var isLarge: Bool { size == .large }

    /// The width and height in CSS pixels.
    public var pixels: Int {
        switch size {
        case .cell: 40
        case .large: 96
        }
    }

    /// Whether the browser may wait to load the image until it nears the viewport: small pictures
    /// in long lists load lazily, the large one at the top of a page at once.
    public var loadsLazily: Bool { size == .cell }
}
