/// The schema.org types the structured data uses. Each writes itself as JSON with its keys in
/// sorted order (builds stay byte-identical); optional properties that are `nil` are left out.

struct SchemaDiscussion: Equatable {
    let id: String
    let url: String
    let headline: String
    let datePublished: String
    /// The blog post the discussion is about.
    let isBasedOn: String?
    let commentCount: Int
    let comment: [SchemaComment]

    func write(into json: inout ScriptSafeJSON) {
        json.object { json in
            json.key("@context")
            json.string("https://schema.org")
            json.key("@id")
            json.string(id)
            json.key("@type")
            json.string("DiscussionForumPosting")
            json.key("comment")
            json.array(comment) { json, comment in comment.write(into: &json) }
            json.key("commentCount")
            json.int(commentCount)
            json.key("datePublished")
            json.string(datePublished)
            json.key("headline")
            json.string(headline)
            json.member("isBasedOn", isBasedOn) { json, url in json.string(url) }
            json.key("url")
            json.string(url)
        }
    }
}

struct SchemaComment: Equatable {
    let id: String
    let url: String
    let author: SchemaPerson
    let datePublished: String
    let dateModified: String?
    let text: String
    let upvoteCount: Int?
    /// The `@id` of the comment answered, when it is not the one this comment is nested in.
    let parentItem: String?
    /// Replies.
    let comment: [SchemaComment]?

    func write(into json: inout ScriptSafeJSON) {
        json.object { json in
            json.key("@id")
            json.string(id)
            json.key("@type")
            json.string("Comment")
            json.key("author")
            author.write(into: &json)
            json.member("comment", comment) { json, replies in
                json.array(replies) { json, reply in reply.write(into: &json) }
            }
            json.member("dateModified", dateModified) { json, date in json.string(date) }
            json.key("datePublished")
            json.string(datePublished)
            json.member("parentItem", parentItem) { json, id in
                json.object { json in
                    json.key("@id")
                    json.string(id)
                }
            }
            json.key("text")
            json.string(text)
            json.member("upvoteCount", upvoteCount) { json, count in json.int(count) }
            json.key("url")
            json.string(url)
        }
    }
}

struct SchemaPerson: Equatable {
    let name: String
    let image: String?
    /// The friend page of an author who is a friend.
    let url: String?

    func write(into json: inout ScriptSafeJSON) {
        json.object { json in
            json.key("@type")
            json.string("Person")
            json.member("image", image) { json, url in json.string(url) }
            json.key("name")
            json.string(name)
            json.member("url", url) { json, url in json.string(url) }
        }
    }
}
