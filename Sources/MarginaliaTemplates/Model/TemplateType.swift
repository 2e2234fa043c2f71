/// A model type as the checker and the schema builder see it: an identity, a description for
/// messages, and its field declarations (read lazily, so recursive types are fine).
@usableFromInline
struct TemplateType: Sendable {
    let id: ObjectIdentifier
    let declarations: @Sendable () -> [FieldDeclaration]
    /// Makes `description` when a message needs it: a type is declared again every time a
    /// generic model's fields are read (`PageContext`, once per page), and naming it reads the
    /// runtime's type name.
    private let describe: @Sendable () -> String

    /// How the checker's messages name the type ("a comment cell").
    var description: String { describe() }

    @usableFromInline
    init<Model: TemplateModel>(_ model: Model.Type) {
        id = ObjectIdentifier(model)
        declarations = { model.templateFields.declarations }
        describe = { model.templateDescription }
    }

    /// "CommentCellViewModel" → "a comment cell"; "PageContext<PostPageViewModel>" → "a page
    /// context"; a module prefix and generic arguments are dropped.
    static func describe(_ typeName: String) -> String {
        var name = Substring(typeName.prefix { $0 != "<" })
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        for suffix in ["ViewModel", "Model"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = name.dropLast(suffix.count)
        }
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character.lowercased())
        }
        let phrase = words.joined(separator: " ")
        let article = phrase.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\(article) \(phrase)"
    }
}

/// What a field is, for the checker and for schema slots.
@usableFromInline
enum FieldKind: Sendable {
    case text, html, flag, number, texts
    case list(TemplateType)
    case object(TemplateType)

    /// The model type a section over this field pushes, if any.
    var childType: TemplateType? {
        switch self {
        case .list(let type), .object(let type): type
        case .text, .html, .flag, .number, .texts: nil
        }
    }
}

/// A field's name and kind, without its reader.
@usableFromInline
struct FieldDeclaration: Sendable {
    @usableFromInline
    let name: String
    let kind: FieldKind

    @usableFromInline
    init(name: String, kind: FieldKind) {
        self.name = name
        self.kind = kind
    }
}
