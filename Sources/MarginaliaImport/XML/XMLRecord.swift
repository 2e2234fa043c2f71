/// Which parts of an XML export to keep: the elements that are records, found by their path of
/// local names (`wp:comment` is `comment`), and the few fields of each that the import uses.
/// Nothing else is kept, not even for a moment longer than the parser takes to pass it: e-mail
/// and IP addresses are never read into a record.
struct XMLRecordSchema: Sendable {
    /// The local name the root element must have.
    var root: String
    /// The records directly below the root (their paths start below it).
    var records: [RecordDefinition]
}

/// One kind of record.
struct RecordDefinition: Sendable {
    /// Local names from the parent record (or the root) to the record element.
    var path: [String]
    /// The fields to keep, as paths relative to the record: `title`, `author/name`; attributes
    /// as `@id` (of the record element) or `thread@id` (of a child element).
    var fields: Set<String>
    /// Records nested inside this one.
    var children: [RecordDefinition] = []
}

/// A record read from an export: the text of its fields, trimmed, and its nested records.
struct XMLRecord: Sendable, Equatable {
    /// The record element's local name.
    var name: String
    var fields: [String: String] = [:]
    var children: [XMLRecord] = []

    /// The field's text, or `nil` when it is missing or blank.
    subscript(field: String) -> String? {
        guard let value = fields[field], !value.isEmpty else { return nil }
        return value
    }
}
