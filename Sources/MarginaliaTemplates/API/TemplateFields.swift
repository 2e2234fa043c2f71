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

/// A reusable model's hooks: how a list of its elements is found again.
@usableFromInline
struct ModelReuse<Model>: Sendable {
    /// The hooks bound to one list of elements.
    @usableFromInline
    let bind: @Sendable (_ elements: [Model]) -> ElementReuse

    @inlinable
    init<Key: Hashable & Sendable>(key: @escaping @Sendable (Model) -> Key) where Model: TemplateModel & Equatable {
        bind = { elements in
            let list = ReusableElements(elements)
            return ElementReuse(
                elements: list,
                hash: { index in TemplateField<Model>.element(of: list.elements, at: index, key).hashValue },
                matches: { index, kept, keptIndex in
                    guard let kept = kept as? ReusableElements<Model> else { return false }
                    return list.elements.withUnsafeBufferPointer { elements in
                        kept.elements.withUnsafeBufferPointer { elements[index] == $0[keptIndex] }
                    }
                })
        }
    }
}

/// A list of reusable models, held by the partials kept for them: a kept partial names its
/// model by list and index, and no model is copied to be kept or compared.
@usableFromInline
final class ReusableElements<Model: Equatable & Sendable>: Sendable {
    @usableFromInline
    let elements: [Model]

    @usableFromInline
    init(_ elements: [Model]) {
        self.elements = elements
    }
}
