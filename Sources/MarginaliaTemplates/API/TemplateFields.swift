/// Every name a model offers to templates, declared in one place:
///
///     extension CommentCellViewModel: TemplateModel {
///         public static let templateFields = TemplateFields<Self>([
///             .text("anchor") { $0.anchor },
///             .html("bodyHTML") { $0.bodyHTML },
///             .list("replies", of: CommentCellViewModel.self) { $0.replies },
///         ])
///     }
///
/// A name declared twice keeps its first declaration.
public struct TemplateFields<Model>: Sendable {
    @usableFromInline
    let fields: [TemplateField<Model>]
    /// How equal elements are found again, when the model lets its rendered partials be reused.
    @usableFromInline
    let reuse: ModelReuse<Model>?

    /// The fields, in any order.
    public init(_ fields: [TemplateField<Model>]) {
        self.fields = fields
        reuse = nil
    }

    var declarations: [FieldDeclaration] { fields.map(\.declaration) }
}

extension TemplateFields where Model: TemplateModel & Equatable {
    /// The fields, in any order, for a model whose partials may be reused: a render given a
    /// `RenderedPartials` copies a partial it already wrote for an equal model instead of
    /// rendering it again (see `RenderedPartials` for when). `key` only narrows the search, so
    /// it should be cheap: equal models must have equal keys, and `==` decides.
    @inlinable
    public init<Key: Hashable & Sendable>(
        _ fields: [TemplateField<Model>], reusedBy key: @escaping @Sendable (Model) -> Key
    ) {
        self.fields = fields
        reuse = ModelReuse(key: key)
    }
}

/// A reusable model's hooks, over a list of models and an index like the field readers.
@usableFromInline
struct ModelReuse<Model>: Sendable {
    /// The hash of the element's key.
    @usableFromInline
    let hash: @Sendable (_ models: [Model], _ index: Int) -> Int
    /// The element, kept by a cache entry to be compared with later ones.
    @usableFromInline
    let value: @Sendable (_ models: [Model], _ index: Int) -> any Sendable
    /// Whether the element equals a kept one.
    @usableFromInline
    let matches: @Sendable (_ models: [Model], _ index: Int, _ kept: any Sendable) -> Bool

    @inlinable
    init<Key: Hashable & Sendable>(key: @escaping @Sendable (Model) -> Key) where Model: TemplateModel & Equatable {
        hash = { models, index in key(models[index]).hashValue }
        value = { models, index in models[index] }
        matches = { models, index, kept in (kept as? Model) == models[index] }
    }
}
