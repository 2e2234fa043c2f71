import Foundation

/// Deterministic inputs shaped like a real site's: comment bodies with punctuation, quotes,
/// markup characters and non-Latin text; timestamps over several years.
enum Inputs {
    static let words = [
        "the", "comment", "view", "model", "“quoted”", "café", "naïve", "Дмитрий", "渡辺", "😀", "a", "of", "and", "isn't",
        "<b>", "x > y", "Tom & Jerry", "\"hi\"", "it's", "https://example.org/a?b=1&c=2", "\n", "**bold**", "`code`",
    ]

    /// A body of about `length` characters, the `seed`-th of its kind.
    static func body(_ seed: Int, length: Int = 300) -> String {
        var text = ""
        var state = UInt64(seed &* 2_654_435_761 &+ 1)
        while text.count < length {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += words[Int(state >> 33) % words.count] + " "
        }
        return text
    }

    /// `count` timestamps from 2020 on, some with fractions and offsets.
    static func timestamps(_ count: Int) -> [String] {
        (0..<count).map { index in
            let date = Date(timeIntervalSince1970: 1_577_836_800 + Double(index) * 7_919.0)
            let text = Date.ISO8601FormatStyle(timeZone: .gmt).format(date)
            switch index % 4 {
            case 1: return text.replacingOccurrences(of: "Z", with: ".250Z")
            case 2: return text.replacingOccurrences(of: "Z", with: "+02:00")
            default: return text
            }
        }
    }

    /// A comments file of `count` comments, as fixtures hold them.
    static func commentsFile(_ count: Int) -> Data {
        var items: [String] = []
        for index in 0..<count {
            var fields = [
                "\"id\": \"c\(index)\"", "\"postId\": \"p\(index % 20)\"",
                "\"author\": {\"id\": \"u\(index % 97)\", \"name\": \(jsonString("Author \(index % 97) 渡辺")), \"avatarURL\": \"https://avatars.example.org/\(index % 97).png\"}",
                "\"body\": \(jsonString(body(index)))", "\"postedAt\": \"\(timestamps(1 + index % 5).last!)\"",
            ]
            if index % 3 == 1 { fields.append("\"parentId\": \"c\(index - 1)\"") }
            if index % 7 == 0 { fields.append("\"editedAt\": \"2026-11-21T12:00:00Z\"") }
            if index % 2 == 0 { fields.append("\"likes\": \(index % 13)") }
            items.append("  {" + fields.joined(separator: ", ") + "}")
        }
        return Data(("[\n" + items.joined(separator: ",\n") + "\n]\n").utf8)
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
