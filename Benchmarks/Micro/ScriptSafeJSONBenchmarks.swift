import Benchmark
import Foundation
import MarginaliaText
import MarginaliaViewModels

/// `ScriptSafeJSON` against `JSONEncoder` followed by the replacements that make its output safe
/// inside `<script>`, on structured data for 500 comments.
func scriptSafeJSONBenchmarks() {
    let comments = (0..<500).map { index in
        StructuredComment(
            author: Author(name: "Author \(index % 97) 渡辺"), dateCreated: "2026-11-20T10:00:00Z",
            text: Inputs.body(index), url: "https://comments.example.org/posts/p1/#comment-c\(index)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func library() -> String {
        let text = String(decoding: try! encoder.encode(comments), as: UTF8.self)
        return text.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026").replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }
    func ours() -> String {
        var json = ScriptSafeJSON(capacity: comments.count * 768)
        json.beginArray()
        for comment in comments {
            json.beginObject()
            json.key("author")
            json.beginObject()
            json.key("name")
            json.string(comment.author.name)
            json.endObject()
            json.key("dateCreated")
            json.string(comment.dateCreated)
            json.key("text")
            json.string(comment.text)
            json.key("url")
            json.string(comment.url)
            json.endObject()
        }
        json.endArray()
        return String(decoding: json.bytes, as: UTF8.self)
    }
    precondition(ours() == library(), "ScriptSafeJSON and JSONEncoder with replacements disagree")

    Benchmark("script-safe JSON: ours") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ours()) }
    }
    Benchmark("script-safe JSON: JSONEncoder + replacing") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(library()) }
    }
}

struct Author: Encodable {
    let name: String
}

struct StructuredComment: Encodable {
    let author: Author
    let dateCreated: String
    let text: String
    let url: String
}
