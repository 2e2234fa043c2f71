/// Where a stack frame's values come from: a list of models (a frame is the list and an index),
/// a list of texts or values, or a dynamic object. Existential, but small sources fit inline.
protocol FrameSource: Sendable {
    /// How many elements the source holds.
    var count: Int { get }
    /// The value of the field in `slot` (an index in the model's declared fields) of element
    /// `index`. Only model sources have slots.
    func value(slot: Int, at index: Int) -> TemplateValue
    /// The value for `name` of element `index`, for dynamic data; `nil` when it does not know it.
    func value(named name: String, at index: Int) -> TemplateValue?
    /// Element `index` itself, as `{{.}}` or a section over a list sees it.
    func element(at index: Int) -> TemplateValue
}

/// Declared models: fields are read through their declared readers, by slot.
struct ModelElements<Model: Sendable>: FrameSource {
    let elements: [Model]
    let fields: [TemplateField<Model>]

    var count: Int { elements.count }

    func value(slot: Int, at index: Int) -> TemplateValue {
        fields[slot].value(elements[index])
    }

    func value(named name: String, at index: Int) -> TemplateValue? {
        fields.first { $0.declaration.name == name }.map { $0.value(elements[index]) }
    }

    /// The element alone, as an object (`{{#.}}`); it prints nothing.
    func element(at index: Int) -> TemplateValue {
        .object(TemplateObject(source: ModelElements(elements: [elements[index]], fields: fields)))
    }
}

/// A list of text (`.texts`).
struct TextElements: FrameSource {
    let texts: [String]

    var count: Int { texts.count }
    func value(slot: Int, at index: Int) -> TemplateValue { .nothing }
    func value(named name: String, at index: Int) -> TemplateValue? { nil }
    func element(at index: Int) -> TemplateValue { .text(texts[index]) }
}

/// A list of values (dynamic data).
struct ValueElements: FrameSource {
    let values: [TemplateValue]

    var count: Int { values.count }
    func value(slot: Int, at index: Int) -> TemplateValue { .nothing }
    func value(named name: String, at index: Int) -> TemplateValue? { values[index].templateValue(named: name) }
    func element(at index: Int) -> TemplateValue { values[index] }
}

/// One dynamic object.
struct DynamicObject<Model: DynamicTemplateModel>: FrameSource {
    let model: Model

    var count: Int { 1 }
    func value(slot: Int, at index: Int) -> TemplateValue { .nothing }
    func value(named name: String, at index: Int) -> TemplateValue? { model.templateValue(named: name) }
    func element(at index: Int) -> TemplateValue { model.templateSelf }
}
