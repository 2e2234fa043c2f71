/// What rendering reads, apart from what loading and checking needed: the ops, the text, the
/// indentation strings, the name paths and the slot tables.
struct RenderTables: Sendable {
    let programs: [[Op]]
    let text: [UInt8]
    let indents: [[UInt8]]
    let paths: [NamePath]
    let segments: [Int32]
    /// Interned names by ID, for dynamic data.
    let names: [String]
    let slots: SlotTables
    /// The partials a render may copy from `RenderedPartials` for a reusable model.
    let selfContained: SelfContainedPartials

    init(theme: CompiledTheme, slots: SlotTables, selfContained: SelfContainedPartials) {
        programs = theme.programs
        text = theme.text
        indents = theme.indents
        paths = theme.paths
        segments = theme.segments
        names = theme.names.names
        self.slots = slots
        self.selfContained = selfContained
    }
}
