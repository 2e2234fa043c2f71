import Foundation

extension EditableSite {
    /// The input files of this site with one mistake that a build must refuse (an unknown parent,
    /// a duplicate id, an unknown friend, a bad setting, cut-off JSON, a template that reads a
    /// name no view model has), and what the mistake is. The value itself stays valid: writing its
    /// `files` again is the fix.
    func brokenFiles(_ dice: inout Dice) -> (mistake: String, files: [String: Data]) {
        var broken = self
        var files = self.files
        // The comment mistakes need a post to put the comment on.
        let post = dice.pickIfAny(posts)?.id
        switch post == nil ? dice.number(3...6) : dice.index(7) {
        case 0:
            broken.comments.append(Self.stray(id: "c0", post: post, parent: "missing", friend: nil))
            return ("a reply to a missing comment on \(post ?? "")", broken.files)
        case 1:
            let id = dice.pickIfAny(comments)?.id ?? "c0"
            broken.comments.append(Self.stray(id: id, post: post, parent: nil, friend: nil))
            broken.comments.append(Self.stray(id: id, post: post, parent: nil, friend: nil))
            return ("a second comment \(id) on \(post ?? "")", broken.files)
        case 2:
            broken.comments.append(Self.stray(id: "c0", post: post, parent: nil, friend: "nobody"))
            return ("an author who is an unknown friend, on \(post ?? "")", broken.files)
        case 3:
            broken.settings.threadsPerPage = 0
            return ("threadsPerPage 0", broken.files)
        case 4:
            broken.settings.timeZone = "Mars/Olympus_Mons"
            return ("an unknown time zone", broken.files)
        case 5:
            let path = dice.pick(files.keys.filter { $0.hasPrefix("Content/") && $0.hasSuffix(".json") }.sorted())
            files[path] = files[path].map { $0.prefix($0.count / 2) }
            return ("\(path) cut off", files)
        default:
            let path = dice.pick(["partials/comment-cell.mustache", "home.mustache", "layout.mustache"])
            files["Templates/" + path] = files["Templates/" + path].map { $0 + Data("{{noSuchValue}}".utf8) }
            return ("\(path) reads an unknown name", files)
        }
    }

    private static func stray(id: String, post: String?, parent: String?, friend: String?) -> Comment {
        Comment(
            id: id, postId: post ?? "", parentId: parent, author: Author(id: "u0", name: "Stray", friendId: friend),
            body: "Stray", minutesAgo: 10)
    }
}
