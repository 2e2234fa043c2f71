import Mustache

/// A stand-in for a view model that answers the renderer from the values it was given the first
/// time: once a page has been rendered through it, rendering it again costs swift-mustache's own
/// work plus one dictionary lookup per tag, and none of ours. Used by `TemplateEngineFloor`.
///
/// Not `Sendable`: it fills itself in while the renderer reads it, so each page's values are
/// made, recorded and replayed inside one task.
final class RecordedValues: MustacheParent {
    private let source: any MustacheParent
    private var values: [String: Any?] = [:]

    init(_ source: any MustacheParent) {
        self.source = source
    }

    func child(named name: String) -> Any? {
        if let recorded = values[name] { return recorded }
        let value = Self.recording(source.child(named: name))
        values[name] = .some(value)
        return value
    }

    /// Nested view models and lists of them are recorded too; text and flags are values already.
    private static func recording(_ value: Any?) -> Any? {
        switch value {
        case let text as TemplateText: text
        case let model as any MustacheParent: RecordedValues(model)
        case let models as [any MustacheParent]: models.map(RecordedValues.init)
        default: value
        }
    }
}
