import Foundation
import MarginaliaContent

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Streams an XML export through FoundationXML's `XMLParser` (libxml2's SAX parser, fed 128 KB at
/// a time) and hands each complete record of a schema to a closure. Memory stays bounded by the
/// largest record, whatever the size of the file.
///
/// The first error libxml2 reports (warnings aside) stops the read and is thrown with its line
/// and column.
final class XMLRecordReader: NSObject, XMLParserDelegate {
    private let schema: XMLRecordSchema
    private let file: String
    private let format: ExportFormat
    private let onRecord: (XMLRecord) throws(ImportError) -> Void

    /// Local names from the root to the current element.
    private var path: [String] = []
    /// The records being read, outermost first, with their definition and the depth they start at.
    private var open: [(definition: RecordDefinition, record: XMLRecord, depth: Int)] = []
    /// The field whose text is being collected, and the depth of its element.
    private var capture: (field: String, depth: Int, text: String)?
    private var failure: ImportError?
    private var sawRoot = false
    private weak var parser: XMLParser?

    init(
        schema: XMLRecordSchema, file: String, format: ExportFormat,
        onRecord: @escaping (XMLRecord) throws(ImportError) -> Void
    ) {
        self.schema = schema
        self.file = file
        self.format = format
        self.onRecord = onRecord
    }

    /// Reads the whole stream.
    func read(_ stream: InputStream) throws(ImportError) {
        let parser = XMLParser(stream: stream)
        parser.shouldResolveExternalEntities = false
        parser.delegate = self
        self.parser = parser
        let succeeded = parser.parse()
        if let failure { throw failure }
        if !sawRoot {
            throw .malformedExport(
                SourceLocation(file: file, line: 1, column: 1), message: "the file holds no XML element")
        }
        if !path.isEmpty {
            throw .malformedExport(location(parser), message: "the file ends inside <\(path.last ?? "")>")
        }
        if !succeeded {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
            throw .unreadableExport(path: file, reason: reason)
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        guard failure == nil else { return }
        let name = Self.localName(elementName)
        path.append(name)
        sawRoot = true
        if path.count == 1, name != schema.root {
            fail(.wrongFormat(file: file, expected: format, foundRoot: elementName))
            return
        }
        let candidates = open.last.map(\.definition.children) ?? schema.records
        let base = open.last?.depth ?? 1
        if let definition = candidates.first(where: {
            path.count - base == $0.path.count && path[base...].elementsEqual($0.path)
        }) {
            open.append((definition, XMLRecord(name: name), path.count))
            store(attributes, under: "")
            return
        }
        guard let record = open.last else { return }
        let field = path[record.depth...].joined(separator: "/")
        store(attributes, under: field)
        if capture == nil, record.definition.fields.contains(field) {
            capture = (field, path.count, "")
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, !path.isEmpty else { return }
        defer { path.removeLast() }
        if let field = capture, field.depth == path.count {
            capture = nil
            let value = field.text.trimmingXMLWhitespace()
            if open[open.count - 1].record.fields[field.field] == nil {
                open[open.count - 1].record.fields[field.field] = value
            }
        }
        guard let record = open.last, record.depth == path.count else { return }
        open.removeLast()
        if open.isEmpty {
            do {
                try onRecord(record.record)
            } catch {
                fail(error)
            }
        } else {
            open[open.count - 1].record.children.append(record.record)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        capture?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        capture?.text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        let problem = LibXML2.lastProblem()
        if failure != nil || problem?.severity == .warning { return }
        var location = location(parser)
        if let line = problem?.line { location.line = line }
        if let column = problem?.column { location.column = column }
        var message = problem?.message ?? "libxml2 error \((parseError as NSError).code)"
        // libxml2 says "Extra content at the end of the document" when the file stops early.
        if let open = path.last, problem?.code == LibXML2.documentEndCode {
            message = "the file ends before <\(open)> is closed"
        }
        fail(.malformedExport(location, message: message))
    }

    private func store(_ attributes: [String: String], under field: String) {
        guard let index = open.indices.last else { return }
        for (name, value) in attributes {
            let key = field + "@" + Self.localName(name)
            if open[index].definition.fields.contains(key), open[index].record.fields[key] == nil {
                open[index].record.fields[key] = value.trimmingXMLWhitespace()
            }
        }
    }

    /// Keeps the first failure and stops the parser.
    private func fail(_ error: ImportError) {
        if failure == nil { failure = error }
        parser?.abortParsing()
    }

    private func location(_ parser: XMLParser) -> SourceLocation {
        SourceLocation(file: file, line: parser.lineNumber, column: parser.columnNumber)
    }

    /// `wp:comment` → `comment`.
    private static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }
}

extension String {
    /// The text without the XML whitespace (space, tab, line feed, carriage return) at its ends.
    fileprivate func trimmingXMLWhitespace() -> String {
        let isWhitespace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !isWhitespace($0) }) ?? first
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return self }
        return String(self[first...last])
    }
}
