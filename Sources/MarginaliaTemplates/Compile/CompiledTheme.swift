/// Every template of a theme compiled into shared tables: ops per template, one text buffer,
/// the indentation strings, the name paths and the interned names.
struct CompiledTheme: Sendable {
    var templates: [CompiledTemplate] = []
    var text: [UInt8] = []
    /// Indentation strings; index 0 is the empty one.
    var indents: [[UInt8]] = [[]]
    var paths: [NamePath] = []
    /// Each path as written, for messages.
    var spellings: [String] = []
    var segments: [Int32] = []
    var names = NameTable()

    /// Each template's ops, apart, so rendering reads them without touching the rest.
    var programs: [[Op]] { templates.map(\.ops) }

    /// Template index by name.
    func index(of template: String) -> Int? {
        templates.firstIndex { $0.name == template }
    }
}
