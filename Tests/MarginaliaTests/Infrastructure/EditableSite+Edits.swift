import Foundation

extension EditableSite {
    /// Each kind of valid edit, of every input a page or an asset is made from.
    enum Edit: CaseIterable {
        case commentBody, reply, thread, commentDeleted, authorFriend, likes, editedAt, authorName, authorAvatar
        case commentMoved
        case friendAdded, friendRenamed, friendRemoved, friendEmail, friendAvatar
        case postAdded, postRetitled, postRemoved, postRedated
        case settingsText, settingsNumbers, settingsLinks
        case templateMarked, templateRestored, threadTemplateToggled
        case contentAsset, contentAssetRemoved, themeAsset, themeAssetRemoved
    }

    /// Applies a random valid edit and says what it did.
    mutating func edit(_ dice: inout Dice) -> String {
        while true {
            if let done = edit(dice.pick(Edit.allCases), &dice) { return done }
        }
    }

    /// Applies `kind`, or returns `nil` when the site has nothing it applies to (no comment to
    /// delete, say).
    mutating func edit(_ kind: Edit, _ dice: inout Dice) -> String? {
        switch kind {
        case .commentBody, .reply, .thread, .commentDeleted, .authorFriend, .likes, .editedAt, .authorName,
            .authorAvatar, .commentMoved:
            return editComments(kind, &dice)
        case .friendAdded, .friendRenamed, .friendRemoved, .friendEmail, .friendAvatar:
            return editFriends(kind, &dice)
        case .postAdded, .postRetitled, .postRemoved, .postRedated:
            return editPosts(kind, &dice)
        case .settingsText, .settingsNumbers, .settingsLinks:
            return editSettings(kind, &dice)
        case .templateMarked, .templateRestored, .threadTemplateToggled, .contentAsset, .contentAssetRemoved,
            .themeAsset, .themeAssetRemoved:
            return editTheme(kind, &dice)
        }
    }

    static let bodies = [
        "Hello *there*", "A `code` span and **bold** text", "See [the post](https://blog.example.org/x/)",
        "First paragraph.\n\nSecond paragraph.", "> quoted\n\nan answer", "Careful: <script>alert(1)</script>",
        "美咲 agrees 👍", "- one\n- two",
    ]
    static let names = ["Jane Appleseed", "美咲", "Ünal Yılmaz", "O'Brien & Sons", "Аня", "ali"]

    /// A new comment on `postId`, by an author of an earlier comment or a new one.
    mutating func newComment(on postId: String, parent: String?, _ dice: inout Dice) -> Comment {
        let number = fresh()
        let author =
            dice.chance(2) && !comments.isEmpty
            ? dice.pick(comments).author
            : Author(
                id: "u\(number)", name: dice.pick(Self.names),
                avatarURL: dice.chance(2) ? dice.pick(Self.avatarURLs) : nil,
                friendId: dice.chance(2) ? dice.pickIfAny(friends)?.id : nil)
        return Comment(
            id: "c\(number)", postId: postId, parentId: parent, author: author,
            body: dice.pick(Self.bodies) + " \(number)", minutesAgo: dice.number(0...90_000))
    }

    /// `id` and every reply below it.
    func thread(below id: String) -> Set<String> {
        var ids: Set<String> = [id]
        var grew = true
        while grew {
            let more = comments.filter { $0.parentId.map { ids.contains($0) } == true }.map(\.id)
            grew = !ids.isSuperset(of: more)
            ids.formUnion(more)
        }
        return ids
    }

    private mutating func editComments(_ kind: Edit, _ dice: inout Dice) -> String? {
        if kind == .thread || (kind == .reply && comments.isEmpty) {
            guard let post = dice.pickIfAny(posts) else { return nil }
            comments.append(newComment(on: post.id, parent: nil, &dice))
            return "a new thread on \(post.id)"
        }
        guard let index = dice.pickIfAny(Array(comments.indices)) else { return nil }
        let id = comments[index].id
        let number = fresh()
        switch kind {
        case .reply:
            let reply = newComment(on: comments[index].postId, parent: id, &dice)
            comments.insert(reply, at: dice.index(comments.count + 1))
            return "\(reply.id) replies to \(id)"
        case .commentDeleted:
            let gone = thread(below: id)
            comments.removeAll { gone.contains($0.id) }
            return "\(gone.sorted()) deleted"
        case .authorFriend:
            let authorId = comments[index].author.id
            let friendId = comments[index].author.friendId == nil ? dice.pickIfAny(friends)?.id : nil
            for other in comments.indices where comments[other].author.id == authorId {
                comments[other].author.friendId = friendId
            }
            return "author \(authorId) is friend \(friendId ?? "none")"
        case .likes:
            comments[index].likes = dice.chance(4) ? nil : dice.number(0...12)
            return "\(id) has \(comments[index].likes.map { "\($0)" } ?? "no") likes"
        case .editedAt:
            comments[index].editedAfter = dice.chance(3) ? nil : dice.number(0...comments[index].minutesAgo)
            return "\(id) edited \(comments[index].editedAfter.map { "\($0) minutes later" } ?? "never")"
        case .authorName:
            comments[index].author.name = dice.pick(Self.names) + " \(number)"
            return "\(id)'s author renamed"
        case .authorAvatar:
            let authorId = comments[index].author.id
            let avatarURL = dice.chance(3) ? nil : dice.pick(Self.avatarURLs)
            for other in comments.indices where comments[other].author.id == authorId {
                comments[other].author.avatarURL = avatarURL
            }
            return "author \(authorId)'s avatar is \(avatarURL ?? "none")"
        case .commentMoved:
            comments[index].minutesAgo = dice.number(0...90_000)
            comments[index].editedAfter = comments[index].editedAfter.map { min($0, comments[index].minutesAgo) }
            return "\(id) posted \(comments[index].minutesAgo) minutes ago"
        default:
            comments[index].body = dice.pick(Self.bodies) + " \(number)"
            return "\(id)'s body"
        }
    }

    private mutating func editFriends(_ kind: Edit, _ dice: inout Dice) -> String? {
        let number = fresh()
        if kind == .friendAdded {
            let friend = Friend(id: "f\(number)", firstName: dice.pick(Self.names), lastName: "N\(number)")
            friends.insert(friend, at: dice.index(friends.count + 1))
            return "friend \(friend.id) added"
        }
        guard let index = dice.pickIfAny(Array(friends.indices)) else { return nil }
        let id = friends[index].id
        switch kind {
        case .friendRemoved:
            friends.remove(at: index)
            for other in comments.indices where comments[other].author.friendId == id {
                comments[other].author.friendId = nil
            }
            return "friend \(id) removed"
        case .friendAvatar:
            friends[index].avatarURL = dice.chance(3) ? nil : dice.pick(Self.avatarURLs)
            return "friend \(id)'s avatar is \(friends[index].avatarURL ?? "none")"
        case .friendEmail:
            friends[index].email = friends[index].email == nil ? "friend\(number)@example.org" : nil
            return "friend \(id)'s e-mail is \(friends[index].email ?? "none")"
        default:
            friends[index].firstName = dice.pick(Self.names)
            friends[index].lastName = "R\(number)"
            return "friend \(id) renamed"
        }
    }

    private mutating func editPosts(_ kind: Edit, _ dice: inout Dice) -> String? {
        let number = fresh()
        if kind == .postAdded {
            let post = Post(
                id: "p\(number)", title: "Post \(number)", url: "https://blog.example.org/\(number)/",
                day: dice.number(0...50))
            posts.insert(post, at: dice.index(posts.count + 1))
            for _ in 0..<dice.number(0...2) { comments.append(newComment(on: post.id, parent: nil, &dice)) }
            return "post \(post.id) added"
        }
        guard let index = dice.pickIfAny(Array(posts.indices)) else { return nil }
        let id = posts[index].id
        switch kind {
        case .postRemoved:
            posts.remove(at: index)
            comments.removeAll { $0.postId == id }
            return "post \(id) and its comments removed"
        case .postRedated:
            posts[index].day = dice.number(0...50)
            return "post \(id) published on day \(posts[index].day)"
        default:
            posts[index].title = dice.pick(["Ünïcode & <tags>", "Static sites", "A quiet post"]) + " \(number)"
            return "post \(id) retitled"
        }
    }
}
