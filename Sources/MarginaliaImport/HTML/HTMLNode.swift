/// A node of a parsed HTML fragment, copied out of the parser into plain Swift values.
enum HTMLNode: Equatable, Sendable {
    /// An element: its lowercase name, attributes and children.
    case element(HTMLElement)
    /// Text, with character references already decoded.
    case text(String)
}

/// An HTML element: a lowercase tag name, its attributes and its children in document order.
struct HTMLElement: Equatable, Sendable {
    var name: String
    var attributes: [String: String]
    var children: [HTMLNode]

    init(name: String, attributes: [String: String] = [:], children: [HTMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }
}
