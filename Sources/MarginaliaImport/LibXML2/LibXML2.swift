internal import CLibXML2

/// Every libxml2 call of the project (FoundationXML's own use of it aside).
///
/// Results are copied into Swift values before the libxml2 objects are freed, so nothing outside
/// this file ever holds a libxml2 pointer.
enum LibXML2 {
    /// How bad a libxml2 error is.
    enum Severity: Sendable { case warning, error, fatal }

    /// An error libxml2 recorded, copied out of its `xmlError`.
    struct Problem: Sendable, Equatable {
        var severity: Severity
        /// libxml2's `xmlParserErrors` code.
        var code: Int
        /// libxml2's sentence, such as "Opening and ending tag mismatch: message line 2 and post".
        var message: String
        /// 1-based, or `nil` when libxml2 does not know.
        var line: Int?
        var column: Int?
    }

    /// Parses an HTML fragment with libxml2's error-tolerant HTML parser, as a browser would read
    /// it, and returns the children of its `<body>`.
    ///
    /// The input is always read as UTF-8 (a `<meta charset>` inside it is ignored), nothing is
    /// fetched from the network, and no error or warning is printed or passed on to an error
    /// handler that someone else installed (FoundationXML's `XMLParser` installs one while it
    /// parses). libxml2 stops descending at 256 levels of nesting, which bounds the depth of the
    /// returned tree.
    static func parseHTMLFragment(_ html: String) -> [HTMLNode] {
        _ = initialized
        var html = html
        return html.withUTF8 { buffer -> [HTMLNode] in
            guard let base = buffer.baseAddress, buffer.count > 0, buffer.count <= Int(Int32.max) else { return [] }
            return withSilencedErrors {
                let options = Int32(
                    bitPattern: HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                        | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)
                let bytes = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
                guard let document = htmlReadMemory(bytes, Int32(buffer.count), nil, "UTF-8", options) else {
                    return []
                }
                defer { xmlFreeDoc(document) }
                guard let body = findBody(xmlDocGetRootElement(document)) else { return [] }
                return copyChildren(of: body)
            }
        }
    }

    /// The error libxml2 most recently recorded on this thread, if any.
    ///
    /// FoundationXML's `XMLParser` reports errors without their text; called from its error
    /// callback, this gives the message and severity of the error being reported.
    static func lastProblem() -> Problem? {
        guard let error = xmlGetLastError(), error.pointee.code != 0 else { return nil }
        let severity: Severity =
            switch error.pointee.level {
            case XML_ERR_WARNING: .warning
            case XML_ERR_FATAL: .fatal
            default: .error
            }
        let message = error.pointee.message.map { String(cString: $0) } ?? "libxml2 error \(error.pointee.code)"
        return Problem(
            severity: severity,
            code: Int(error.pointee.code),
            message: message.trimmingTrailingNewlines(),
            line: error.pointee.line > 0 ? Int(error.pointee.line) : nil,
            column: error.pointee.int2 > 0 ? Int(error.pointee.int2) : nil
        )
    }

    /// `XML_ERR_DOCUMENT_END`, which libxml2 also reports for a file that ends too soon.
    static let documentEndCode: Int = Int(XML_ERR_DOCUMENT_END.rawValue)

    private static let initialized: Void = xmlInitParser()

    /// Runs `body` with a structured error handler that drops everything, then puts back the
    /// handler (and its context) that was installed before.
    private static func withSilencedErrors<T>(_ body: () -> T) -> T {
        let previousHandler = __xmlStructuredError().pointee
        let previousContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
        return body()
    }

    /// `<html>` → `<body>`; libxml2 adds both when the fragment lacks them.
    private static func findBody(_ root: xmlNodePtr?) -> xmlNodePtr? {
        var node = root?.pointee.children
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE, name(of: current) == "body" { return current }
            node = current.pointee.next
        }
        return nil
    }

    private static func copyChildren(of parent: xmlNodePtr) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        var child = parent.pointee.children
        while let node = child {
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                nodes.append(
                    .element(
                        HTMLElement(
                            name: name(of: node), attributes: attributes(of: node), children: copyChildren(of: node))))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content { nodes.append(.text(String(cString: content))) }
            default:
                break // comments, processing instructions, DTD nodes
            }
            child = node.pointee.next
        }
        return nodes
    }

    private static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    private static func attributes(of node: xmlNodePtr) -> [String: String] {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let name = current.pointee.name {
                var value = ""
                var text = current.pointee.children
                while let piece = text {
                    if let content = piece.pointee.content { value += String(cString: content) }
                    text = piece.pointee.next
                }
                attributes[String(cString: name)] = value
            }
            attribute = current.pointee.next
        }
        return attributes
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = Substring(self)
        while text.last?.isNewline == true { text = text.dropLast() }
        return String(text)
    }
}
