/// A type templates can read. It declares, in one place, every name a template may use and the
/// kind of each, so the engine can check templates at load and read fields without casts.
public protocol TemplateModel: Sendable {
    /// The names templates can read, with their kinds and how to read them.
    static var templateFields: TemplateFields<Self> { get }
    /// How error messages name this type ("a comment cell"). The default is derived from the
    /// type's name: `CommentCellViewModel` becomes "a comment cell".
    static var templateDescription: String { get }
}

extension TemplateModel {
    public static var templateDescription: String {
        TemplateType.describe(String(describing: Self.self))
    }
}

/// Data that answers names while rendering (JSON, test data). Templates rendered with it are
/// not name-checked at load, and each of its tags costs a string lookup: view models use
/// `TemplateModel` instead.
public protocol DynamicTemplateModel: Sendable {
    /// The value for `name`, or `nil` when this object does not know the name (the lookup then
    /// continues down the stack; `.nothing` stops it).
    func templateValue(named name: String) -> TemplateValue?
    /// The model as a value, for `{{.}}` and for sections over it. The default is an object.
    var templateSelf: TemplateValue { get }
}

extension DynamicTemplateModel {
    public var templateSelf: TemplateValue { .object(TemplateObject(self)) }
}

extension TemplateValue: DynamicTemplateModel {
    /// A value used as a root: an object answers its names, anything else answers none.
    public func templateValue(named name: String) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return switch object.storage {
        case .model(let models, let index): models.readNamed(name, index)
        case .dynamic(let box): box.model.templateValue(named: name)
        }
    }

    public var templateSelf: TemplateValue { self }
}
