import Foundation

/// The real export files below `Import/Fixtures/<system>/` (each folder's README names their
/// source and licence).
enum ImportSample {
    static func path(_ system: String, _ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Import/Fixtures/\(system)/\(name)").path
    }
}

extension ImportWorkspace {
    /// Every file below `Content/`, as one text, to search for what must never be written.
    func writtenText() -> String {
        snapshot().sorted { $0.key < $1.key }.map { $0.key + "\n" + String(decoding: $0.value, as: UTF8.self) }
            .joined(separator: "\n")
    }

    /// One file below `Content/` as text, or `nil` when it is not there.
    func text(of relativePath: String) -> String? {
        snapshot()[relativePath].map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Builders for small Commento exports, in the shape Commento++'s `api/domain_export.go` writes.
enum CommentoJSON {
    static func export(comments: [String], commenters: [String] = [], version: Int = 1) -> String {
        """
        {"version": \(version), "comments": [
        \(comments.joined(separator: ",\n"))
        ], "commenters": [
        \(commenters.joined(separator: ",\n"))
        ]}

        """
    }

    static func comment(
        _ hex: String, path: String = "/post/", parent: String = "root", commenter: String = "anonymous",
        markdown: String = "Hello", state: String = "approved", date: String = "2020-01-02T10:00:00.5Z",
        deleted: Bool = false
    ) -> String {
        """
          {"commentHex": "\(hex)", "domain": "blog.example.org", "url": "\(path)", "commenterHex": "\(commenter)", \
        "markdown": \(quoted(markdown)), "html": "", "parentHex": "\(parent)", "score": 0, "state": "\(state)", \
        "creationDate": "\(date)", "direction": 0, "deleted": \(deleted)}
        """
    }

    static func commenter(_ hex: String, name: String) -> String {
        """
          {"commenterHex": "\(hex)", "email": "\(name.lowercased().filter(\.isLetter))@mail.example.com", "name": \(quoted(name)), \
        "link": "https://\(name.lowercased().filter(\.isLetter)).example.net/", "photo": "undefined", "provider": "commento", \
        "joinDate": "2019-01-01T00:00:00Z", "isModerator": false, "deleted": false}
        """
    }

    /// `text` as a JSON string (quotes, backslashes, line feeds and carriage returns escaped).
    static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r") + "\""
    }
}

/// Builders for small Remark42 backups: a meta line, then one comment a line, as
/// `backend/app/migrator/native.go` writes them.
enum Remark42Lines {
    static func backup(_ comments: String..., posts: [String] = ["https://blog.example.org/post/"]) -> String {
        let meta =
            #"{"version":1,"users":[{"id":"github_1","blocked":{"status":false,"until":"0001-01-01T00:00:00Z"},"verified":true}],"posts":["#
            + posts.map { #"{"url":"\#($0)","read_only":false}"# }.joined(separator: ",") + "]}"
        return ([meta] + comments).joined(separator: "\n") + "\n"
    }

    static func comment(
        _ id: String, pid: String = "", text: String = "<p>Hello</p>", url: String = "https://blog.example.org/post/",
        title: String? = nil, user: String = "github_1", name: String = "Jane",
        time: String = "2020-01-02T10:00:00-05:00",
        deleted: Bool = false
    ) -> String {
        #"{"id":"\#(id)","pid":"\#(pid)","text":\#(CommentoJSON.quoted(text)),"user":{"name":"\#(name)","id":"\#(user)","picture":"https://blog.example.org/api/v1/avatar/x.image","ip":"5f0c3c9b1e2e4a0d9a9f03e1b2f0d0c1a2b3c4d5","admin":false},"locator":{"site":"blog","url":"\#(url)"},"score":2,"votes":{"github_2":true},"time":"\#(time)""#
            + (title.map { #","title":\#(CommentoJSON.quoted($0))"# } ?? "") + (deleted ? #","delete":true"# : "") + "}"
    }
}

/// Gzip files written in tests: each member holds its bytes in stored (uncompressed) deflate
/// blocks, which every gzip reader must read.
enum GzipStored {
    /// One gzip member holding `bytes`.
    static func member(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        var rest = bytes[...]
        repeat {
            let block = rest.prefix(65_535)
            rest = rest.dropFirst(block.count)
            let length = UInt16(block.count)
            out.append(rest.isEmpty ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += block
        } while !rest.isEmpty
        out += littleEndian(crc32(bytes)) + littleEndian(UInt32(truncatingIfNeeded: bytes.count))
        return out
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
