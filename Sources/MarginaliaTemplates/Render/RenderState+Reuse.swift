extension RenderState {
    /// A partial: copied from `partials` when it holds this partial rendered for an equal model
    /// at the same indentation, rendered and kept there when it can be (see `RenderedPartials`),
    /// else rendered.
    mutating func expandPartial(_ partial: Int32, indent indentID: Int32, standalone: Bool) {
        guard partials != nil, case .model(let models, let index, let schema)? = stack.last, schema >= 0,
            let reuse = models.reuse, tables.selfContained.contains(partial, schema: schema)
        else {
            expand(partial, indent: indentID, standalone: standalone)
            return
        }
        let key = RenderedPartials.Key(
            template: partial, indent: indent, tagIndent: indentID, standalone: standalone, hash: reuse.hash(index))
        if let bytes = partials?.bytes(for: key, matching: { reuse.matches(index, $0, $1) }) {
            output.append(contentsOf: bytes)
            return
        }
        let start = output.count
        expand(partial, indent: indentID, standalone: standalone)
        partials?.didRender(key, for: reuse.elements, at: index, range: start..<output.count)
    }
}
