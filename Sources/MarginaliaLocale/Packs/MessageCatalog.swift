/// The messages the program uses: what every language pack is checked against.
public struct MessageCatalog: Sendable {
    /// In the order they are listed (the order of "missing message" reports).
    public let declarations: [MessageDeclaration]
    private let byKey: [String: MessageDeclaration]

    /// A catalog of `declarations`; of two with the same key, the first counts.
    public init(_ declarations: [MessageDeclaration]) {
        var byKey: [String: MessageDeclaration] = [:]
        var unique: [MessageDeclaration] = []
        for declaration in declarations where byKey[declaration.key] == nil {
            byKey[declaration.key] = declaration
            unique.append(declaration)
        }
        self.declarations = unique
        self.byKey = byKey
    }

    /// The declaration of `key`, if the program uses it.
    public subscript(key: String) -> MessageDeclaration? {
        byKey[key]
    }

    /// The keys in catalog order.
    public var keys: [String] { declarations.map(\.key) }
}
