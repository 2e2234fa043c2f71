/// Partials already rendered, kept across the renders that share this value, so that a partial
/// met again for an equal model is copied instead of rendered again.
///
/// A partial is kept when the model on top of the stack as it is entered declares
/// `TemplateFields(_:reusedBy:)`, and the partial is self-contained for that model: every name it
/// reads, through its sections and partials, is answered by the model or by what the partial's
/// sections push over it, and it holds no parents or blocks. What it writes then depends on that
/// model and the indentation alone, and both are compared. Partials inside a kept one are kept
/// too: a reply is still copied when the comment it answers differs. A partial is kept as a range
/// of the output of the render that wrote it, which this value shares rather than copies; it can
/// be copied from the next render on.
///
/// Made empty for a group of renders with one library (a post's pages and its embeddable
/// thread), and dropped after them: it holds those renders' outputs and the kept models' lists.
public struct RenderedPartials: Sendable {
    /// What a kept partial was rendered for.
    struct Key: Hashable {
        let template: Int32
        /// The indentation where the partial's tag stood, and the tag's own.
        let indent: [UInt8]
        let tagIndent: Int32
        let standalone: Bool
        /// The hash of the model's reuse key.
        let hash: Int
    }

    private struct Entry: Sendable {
        /// The model it was rendered for, compared with `==`: element `index` of `elements`.
        let elements: AnyObject & Sendable
        let index: Int
        let chunk: Int
        let range: Range<Int>
    }

    private var entries: [Key: [Entry]] = [:]
    /// The outputs of the renders that kept partials.
    private var chunks: [[UInt8]] = []
    /// Partials the render in progress wrote, by their bytes' place in its output.
    private var finished: [(key: Key, elements: AnyObject & Sendable, index: Int, range: Range<Int>)] = []
    /// The library whose renders fill this value: template numbers mean nothing in another.
    private var library: LibraryIdentity?

    /// How many partials were copied instead of rendered.
    public private(set) var copied = 0
    /// How many partials are kept.
    public var kept: Int { entries.values.reduce(0) { $0 + $1.count } }

    public init() {}

    /// Ties this value to one library. The trap is the caller's mistake (a value shared across
    /// libraries), never the theme's.
    mutating func bind(to identity: LibraryIdentity) {
        if let library {
            precondition(library === identity, "RenderedPartials filled by one template library is used with another")
        } else {
            library = identity
        }
    }

    /// The bytes kept for `key` and a model that `matches` (given a kept list and index) says is
    /// equal, counted as copied.
    mutating func bytes(for key: Key, matching matches: (AnyObject, Int) -> Bool) -> ArraySlice<UInt8>? {
        guard let candidates = entries[key], let entry = candidates.first(where: { matches($0.elements, $0.index) })
        else { return nil }
        copied += 1
        return chunks[entry.chunk][entry.range]
    }

    /// A partial to keep wrote `range` of the render's output, for element `index` of `elements`.
    mutating func didRender(_ key: Key, for elements: AnyObject & Sendable, at index: Int, range: Range<Int>) {
        finished.append((key, elements, index, range))
    }

    /// The render ended with `output`: the partials it wrote are kept as ranges of it.
    mutating func keep(_ output: [UInt8]) {
        guard !finished.isEmpty else { return }
        let chunk = chunks.count
        chunks.append(output)
        for partial in finished {
            entries[partial.key, default: []].append(
                Entry(elements: partial.elements, index: partial.index, chunk: chunk, range: partial.range))
        }
        finished.removeAll(keepingCapacity: true)
    }
}

/// A library's identity, which `RenderedPartials` checks.
final class LibraryIdentity: Sendable {}
