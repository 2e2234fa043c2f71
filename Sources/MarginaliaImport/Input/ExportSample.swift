import Foundation

/// What the kinds of export are told apart by: the first bytes of a file (inflated when it is
/// gzipped), or a look into a folder. Built once, read by every kind's `recognizes`.
struct ExportSample {
    /// The file or folder, for kinds that must open it (an Isso database's tables).
    let path: String
    let isFolder: Bool
    /// The first bytes of the file (inflated when gzipped); empty for a folder.
    let head: [UInt8]
    let isGzipped: Bool

    /// Reads the start of `path`.
    init(path: String) throws(ImportError) {
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableExport(path: path, reason: "no such file")
        }
        isFolder = isDirectory.boolValue
        if isFolder {
            head = []
            isGzipped = false
        } else {
            let input = try ExportInput(path: path)
            head = try input.next() ?? []
            isGzipped = input.isCompressed
        }
    }

    /// Whether the file starts with SQLite's header.
    var isSQLite: Bool { head.starts(with: Array("SQLite format 3\u{0}".utf8)) }

    /// Whether `text` is in the first bytes.
    func contains(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, head.count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= head.count {
            if head[index] == first, head[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// The first byte that is not a byte-order mark or whitespace, and where it is.
    private var start: Int {
        var index = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[index]) { index += 1 }
        return index
    }

    /// The local name of the first element, when the file is XML (`rss` for `<rss …>`, `disqus`
    /// for `<disqus xmlns=…>`); declarations, comments and a doctype before it are passed over.
    var xmlRootElement: String? {
        var index = start
        while index + 1 < head.count, head[index] == UInt8(ascii: "<") {
            let next = head[index + 1]
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                guard let end = head[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                index = end + 1
                while index < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[index]) { index += 1 }
                continue
            }
            let name = head[(index + 1)...].prefix { !$0.isXMLNameEnd }
            let local = name.split(separator: UInt8(ascii: ":")).last ?? name[...]
            return local.isEmpty ? nil : String(decoding: local, as: UTF8.self)
        }
        return nil
    }

    /// Whether the file starts with a JSON array.
    var startsWithJSONArray: Bool { start < head.count && head[start] == UInt8(ascii: "[") }

    /// The keys of the JSON object the file starts with, as far as the first bytes go (the first
    /// line of JSON lines); empty when it does not start with an object.
    var jsonTopLevelKeys: [String] {
        var index = start
        guard index < head.count, head[index] == UInt8(ascii: "{") else { return [] }
        var keys: [String] = []
        var depth = 0
        var inString = false
        var escaped = false
        var text: [UInt8] = []
        var lastString: String?
        while index < head.count {
            let byte = head[index]
            index += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 1 { lastString = String(decoding: text, as: UTF8.self) }
                } else if depth == 1 {
                    text.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                text = []
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                lastString = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return keys }
            case UInt8(ascii: ":"):
                if depth == 1, let key = lastString { keys.append(key) }
                lastString = nil
            case 0x20, 0x09, 0x0A, 0x0D:
                break
            default:
                lastString = nil
            }
        }
        return keys
    }

    /// What the file looks like, for the message that says it is of no known kind.
    var appearance: String {
        if isFolder { return "a folder without comment files (.yml, .yaml or .json) in folders below it" }
        if head.isEmpty { return "an empty file" }
        if isSQLite { return "an SQLite database without Isso's comments and threads tables" }
        let prefix = isGzipped ? "gzipped " : ""
        if let root = xmlRootElement { return "\(prefix)XML whose root element is <\(root)>" }
        if startsWithJSONArray { return "\(prefix)a JSON array" }
        let keys = jsonTopLevelKeys
        if !keys.isEmpty { return "\(prefix)a JSON object with the keys \(keys.prefix(8).joined(separator: ", "))" }
        return "\(prefix)none of XML, JSON or SQLite"
    }
}

extension UInt8 {
    /// Whether the byte ends an XML element's name.
    fileprivate var isXMLNameEnd: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D || self == UInt8(ascii: ">")
            || self == UInt8(ascii: "/")
    }
}
