import Mustache

/// A view model handed to swift-mustache by reference.
///
/// The renderer casts the object on top of its stack to `MustacheParent` for every `{{name}}`
/// it looks up; a struct view model is copied into a new existential each time (a heap box and a
/// retain per field), a class instance only retained. View models stay immutable structs; the
/// bindings wrap them where templates read them.
final class TemplateReference<Model: MustacheParent & Sendable>: MustacheParent, Sendable {
    let model: Model

    init(_ model: Model) {
        self.model = model
    }

    func child(named name: String) -> Any? {
        let value = model.child(named: name)
        if let text = value as? String { return TemplateText(renderText: text) }
        return value
    }

    /// Each model of a list wrapped, for `{{#list}}` sections.
    static func each(_ models: [Model]) -> [TemplateReference<Model>] {
        models.map(TemplateReference.init)
    }
}
