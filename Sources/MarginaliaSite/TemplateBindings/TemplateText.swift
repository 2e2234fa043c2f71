import Mustache

/// Text a view model hands to the templates.
///
/// swift-mustache prints a plain `String` through `String(describing:)` after trying five casts
/// on it; a `MustacheCustomRenderable` is printed from `renderText` after two. As the object on
/// top of a section's stack (`{{#.replyURL}}…{{/.replyURL}}`) it answers no names, so a lookup
/// of an enclosing value goes on down the stack without reflecting over the text.
struct TemplateText: MustacheCustomRenderable, MustacheParent, Sendable {
    let renderText: String

    var isNull: Bool { false }

    func child(named name: String) -> Any? { nil }
}
