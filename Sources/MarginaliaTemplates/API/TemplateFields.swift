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

    /// The fields, in any order.
    public init(_ fields: [TemplateField<Model>]) {
        self.fields = fields
    }

    var declarations: [FieldDeclaration] { fields.map(\.declaration) }
}
