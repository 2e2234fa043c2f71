import MarginaliaText

/// Finds places in a JSON document: the first syntax error, or where the value at a coding path
/// starts. `JSONDecoder` reports neither as a line and column, so failed loads ask this instead.
///
/// It scans iteratively (no recursion), so hostile nesting cannot overflow the stack. It is only
/// used after a decode has failed, so it favours clarity over speed.
struct JSONLocator {
    /// One step of a path into the document.
    enum Component: Equatable {
        case index(Int)
        case key(String)
    }

    /// What a scan found.
    struct Result {
        /// The byte offset of the first syntax error and what was expected there.
        var syntaxError: (offset: Int, expected: String)?
        /// The byte offset where the value at the target path starts.
        var targetOffset: Int?
    }

    let bytes: [UInt8]

    private enum State { case value, valueOrEnd, afterValue, keyOrEnd, key, colon }

    /// Scans the document, stopping at the first syntax error.
    func scan(target: [Component]? = nil) -> Result {
        var result = Result()
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var path: [Component] = []
        var isArray: [Bool] = []
        var state = State.value

        func fail(_ expected: String) -> Result {
            result.syntaxError = (index, expected)
            return result
        }

        while true {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
            guard index < bytes.count else {
                if state == .afterValue, path.isEmpty { return result }
                return fail(bytes.isEmpty ? "a value, but the file is empty" : "more JSON, but the file ends here")
            }
            let byte = bytes[index]
            switch state {
            case .value, .valueOrEnd:
                if state == .valueOrEnd, byte == UInt8(ascii: "]") {
                    path.removeLast()
                    isArray.removeLast()
                    index += 1
                    state = .afterValue
                    continue
                }
                if let target, result.targetOffset == nil, path == target { result.targetOffset = index }
                switch byte {
                case UInt8(ascii: "{"):
                    isArray.append(false)
                    path.append(.key(""))
                    index += 1
                    state = .keyOrEnd
                case UInt8(ascii: "["):
                    isArray.append(true)
                    path.append(.index(0))
                    index += 1
                    state = .valueOrEnd
                case UInt8(ascii: "\""):
                    guard let end = scanString(from: index) else { return fail("a closed string") }
                    index = end
                    state = .afterValue
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    guard let end = scanLiteral(from: index) else { return fail("true, false or null") }
                    index = end
                    state = .afterValue
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard let end = scanNumber(from: index) else { return fail("a number") }
                    index = end
                    state = .afterValue
                default:
                    return fail("a value (object, array, string, number, true, false or null)")
                }
            case .afterValue:
                guard let inArray = isArray.last else { return fail("the end of the file") }
                if byte == UInt8(ascii: ",") {
                    if inArray, case .index(let n) = path.last { path[path.count - 1] = .index(n + 1) }
                    index += 1
                    state = inArray ? .value : .key
                } else if byte == UInt8(ascii: inArray ? "]" : "}") {
                    path.removeLast()
                    isArray.removeLast()
                    index += 1
                } else {
                    return fail(inArray ? "',' or ']'" : "',' or '}'")
                }
            case .keyOrEnd, .key:
                if state == .keyOrEnd, byte == UInt8(ascii: "}") {
                    path.removeLast()
                    isArray.removeLast()
                    index += 1
                    state = .afterValue
                    continue
                }
                guard byte == UInt8(ascii: "\""), let end = scanString(from: index) else {
                    return fail(state == .keyOrEnd ? "a key in double quotes or '}'" : "a key in double quotes")
                }
                path[path.count - 1] = .key(String(decoding: bytes[(index + 1)..<(end - 1)], as: UTF8.self))
                index = end
                state = .colon
            case .colon:
                guard byte == UInt8(ascii: ":") else { return fail("':' after the key") }
                index += 1
                state = .value
            }
        }
    }

    /// Parses a path written as `[12].author.name` back into components.
    static func components(of path: String) -> [Component] {
        var components: [Component] = []
        var scanner = Substring(path)
        while let first = scanner.first {
            if first == "[" {
                let digits = scanner.dropFirst().prefix { $0 != "]" }
                components.append(.index(Int(digits) ?? 0))
                scanner = scanner.dropFirst(digits.count + 2)
            } else {
                if first == "." { scanner = scanner.dropFirst() }
                let key = scanner.prefix { $0 != "." && $0 != "[" }
                components.append(.key(String(key)))
                scanner = scanner.dropFirst(key.count)
            }
        }
        return components
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        bytes.lineAndColumn(ofOffset: offset)
    }

    private func scanString(from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\\"): index += 2
            case 0..<0x20: return nil
            default: index += 1
            }
        }
        return nil
    }

    private func scanLiteral(from start: Int) -> Int? {
        for literal in ["true", "false", "null"] {
            let literalBytes = Array(literal.utf8)
            if bytes[start...].starts(with: literalBytes) { return start + literalBytes.count }
        }
        return nil
    }

    private func scanNumber(from start: Int) -> Int? {
        var index = start
        let allowed = Set("+-.eE0123456789".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return Double(text) == nil ? nil : index
    }
}
