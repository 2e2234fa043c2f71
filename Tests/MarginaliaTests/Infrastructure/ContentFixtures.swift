import Foundation
import MarginaliaContent

/// Small fixture folders in memory, written as JSON text so that line and column numbers in
/// error messages can be checked.
enum ContentFixtures {
    static let posts = """
        [
          {"id": "p1", "title": "First", "url": "https://blog.example.org/1/", "publishedAt": "2026-01-01T10:00:00Z"},
          {"id": "p2", "title": "Second", "url": "https://blog.example.org/2/", "publishedAt": "2026-02-01T10:00:00.250+01:00"}
        ]
        """

    static func comment(_ id: String, post: String = "p1", parent: String? = nil, author: String = "Jane") -> String {
        let parentField = parent.map { #""parentId": "\#($0)", "# } ?? ""
        return
            #"{"id": "\#(id)", "postId": "\#(post)", \#(parentField)"author": {"id": "u1", "name": "\#(author)"}, "body": "Hi *there*", "postedAt": "2026-03-01T10:00:00Z"}"#
    }

    static func comments(_ items: [String]) -> String {
        "[\n" + items.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
    }

    /// A content folder at `/c` with the given files (text), plus posts.json unless given.
    static func store(_ files: [String: String]) -> ContentStore {
        var all = ["posts.json": posts]
        all.merge(files) { _, new in new }
        let data = Dictionary(uniqueKeysWithValues: all.map { ("/c/\($0.key)", Data($0.value.utf8)) })
        return ContentStore(directory: "/c", fileSystem: .memory(data))
    }

    /// The problems a load reports, or none if it succeeds.
    static func problems(_ files: [String: String]) async -> [ContentProblem] {
        do {
            _ = try await store(files).load()
            return []
        } catch {
            return error.problems
        }
    }

    static func problems(bytes: [UInt8], file: String = "comments.json") async -> [ContentProblem] {
        let data = ["/c/posts.json": Data(posts.utf8), "/c/\(file)": Data(bytes)]
        do {
            _ = try await ContentStore(directory: "/c", fileSystem: .memory(data)).load()
            return []
        } catch {
            return error.problems
        }
    }
}
