import Foundation
import MarginaliaModels
import MarginaliaSite
import MarginaliaText

/// The intake's decisions, apart from HTTP: the reply form, the preview and its signature, the
/// confirmation that queues a comment, and every refusal, each logged with its rule (never with
/// an address). The routes (`IntakeRoutes`) turn requests into calls of these.
struct IntakeService: Sendable {
    let content: IntakeContent
    let queue: CommentQueue
    let signature: CommentSignature
    let settings: IntakeSettings
    /// Words or domains that hold a comment for review, lowercased (`STATE/blocklist.txt`).
    let blocklist: [String]
    let limiter: IntakeLimiter
    let links: IntakeLinks
    let log: @Sendable (String) -> Void
    let now: @Sendable () -> Date

    /// The form that answers comment `parent` of post `post` (or starts a thread).
    func reply(post postId: String, parent parentId: String) async -> IntakeResponse {
        let site = await content.site
        let draft = CommentDraft(postId: postId, parentId: parentId, name: "", body: "")
        guard let post = site.post(postId) else { return refuse(.unknownPost, draft: nil, post: nil, site: site) }
        let parent = site.comment(parentId, on: post)
        guard parentId.isEmpty || parent != nil else {
            return refuse(.unknownParent, draft: nil, post: post, site: site)
        }
        return page(200, .reply(post: post, parent: parent, draft: draft), site: site)
    }

    /// The preview of a sent form, signed; or why it cannot be sent.
    func preview(_ form: FormBody) async -> IntakeResponse {
        let site = await content.site
        let draft = Self.draft(from: form)
        let (post, parent, refusal) = check(draft, form: form, site: site)
        if let refusal { return refuse(refusal, draft: draft, post: post, site: site) }
        guard let post else { return refuse(.unknownPost, draft: draft, post: nil, site: site) }
        let issued = Int(now().timeIntervalSince1970)
        let token = signature.token(for: draft, issued: issued)
        let fields: [(name: String, value: String)] = [
            (CommentFormField.post.rawValue, draft.postId), (CommentFormField.parent.rawValue, draft.parentId),
            (CommentFormField.name.rawValue, draft.name), (CommentFormField.website.rawValue, draft.website),
            (CommentFormField.email.rawValue, draft.email), (CommentFormField.body.rawValue, draft.body),
            (CommentFormField.issued.rawValue, String(issued)), (CommentFormField.token.rawValue, token),
        ]
        log("intake: preview on post \(post.id)")
        return page(200, .preview(post: post, parent: parent, draft: draft, fields: fields), site: site)
    }

    /// Queues a previewed comment and sends the reader to the page that says what happens next;
    /// or says why it was not queued.
    func confirm(_ form: FormBody) async -> IntakeResponse {
        let site = await content.site
        let draft = Self.draft(from: form)
        let date = now()
        let (post, _, refusal) = check(draft, form: form, site: site)
        if let refusal { return refuse(refusal, draft: draft, post: post, site: site) }
        guard let post else { return refuse(.unknownPost, draft: draft, post: nil, site: site) }
        let token = form[CommentFormField.token.rawValue]
        guard let issued = Int(form[CommentFormField.issued.rawValue]),
            signature.verifies(token, for: draft, issued: issued)
        else { return refuse(.tampered, draft: draft, post: post, site: site) }
        let age = Int(date.timeIntervalSince1970) &- issued
        if age < Int(settings.minimumAge.components.seconds) {
            return refuse(.tooFast, draft: draft, post: post, site: site)
        }
        if age > Int(settings.maximumAge.components.seconds) {
            return refuse(.expired, draft: draft, post: post, site: site)
        }
        if site.hasComment(withBody: draft.body, on: post) {
            return refuse(.duplicate, draft: draft, post: post, site: site)
        }
        if await queue.isWaiting(post: draft.postId, body: draft.body) {
            return refuse(.duplicate, draft: draft, post: post, site: site)
        }
        let id = "c" + token.prefix(24)
        let entry = QueueEntry(
            comment: draft.comment(id: id, authorId: authorId(of: draft), postedAt: date), receivedAt: date,
            held: holdReasons(draft), email: draft.email.isEmpty ? nil : draft.email,
            language: post.language ?? site.config.language)
        do {
            try await queue.add(entry)
        } catch .exists {
            return refuse(.used, draft: nil, post: post, site: site)
        } catch {
            log("intake: could not queue a comment on post \(post.id): \(error)")
            return refuse(.unavailable, draft: draft, post: post, site: site)
        }
        let reasons = entry.held.isEmpty ? "" : " (held: \(entry.held.joined(separator: "; ")))"
        log("intake: queued \(id) on post \(post.id)\(reasons)")
        return IntakeResponse(
            status: 303, page: [], location: links.page(CommentsAddress.receivedPage) + "?post=" + post.id.rawValue)
    }

    /// The page that says a comment on `post` arrived and waits for review.
    func received(post postId: String) async -> IntakeResponse {
        let site = await content.site
        guard let post = site.post(postId) else { return refuse(.unknownPost, draft: nil, post: nil, site: site) }
        return page(200, .received(post: post), site: site)
    }

    /// Counts a request for `page` (a preview or a confirmation) from `network`, before its body is
    /// read: `nil` when it may go on, else the refusal (`rateLimited`).
    func admit(_ page: String, from network: UInt64) async -> IntakeRefusal? {
        let date = now()
        return page == CommentsAddress.confirmPage
            ? await limiter.admitConfirmation(network, now: date) : await limiter.admitPreview(network, now: date)
    }

    /// The page of a request the rate limits refused, with the form filled in with what it sent (so
    /// that nothing typed is lost) when its body was a form.
    func limited(_ refusal: IntakeRefusal, form: FormBody?) async -> IntakeResponse {
        guard let form else { return await plainRefusal(refusal) }
        let site = await content.site
        let draft = Self.draft(from: form)
        return refuse(refusal, draft: draft, post: site.post(draft.postId), site: site)
    }

    /// A refusal for a form that could not be read (too large, not a form): in the site's language.
    func unreadable(_ refusal: IntakeRefusal) async -> IntakeResponse {
        await plainRefusal(refusal)
    }

    /// A refusal that names no post and keeps no form, its page made once per read of the site.
    private func plainRefusal(_ refusal: IntakeRefusal) async -> IntakeResponse {
        log("intake: refused (\(refusal.rule))")
        var response = IntakeResponse(
            status: refusal.status, page: await content.plainRefusalPage(refusal, links: links, now: now()))
        if case .rateLimited(let seconds) = refusal { response.retryAfter = seconds }
        return response
    }

    // MARK: - Rules

    /// The draft the form holds, normalised as it is signed and stored.
    static func draft(from form: FormBody) -> CommentDraft {
        CommentDraft(
            postId: form[CommentFormField.post.rawValue], parentId: form[CommentFormField.parent.rawValue],
            name: form[CommentFormField.name.rawValue], website: form[CommentFormField.website.rawValue],
            email: form[CommentFormField.email.rawValue], body: form[CommentFormField.body.rawValue]
        ).normalized
    }

    /// The trap, the fields' rules, the post and the parent.
    private func check(_ draft: CommentDraft, form: FormBody, site: IntakeSite) -> (Post?, Comment?, IntakeRefusal?) {
        let post = site.post(draft.postId)
        if !form[CommentFormField.trap.rawValue].isEmpty { return (post, nil, .trap) }
        if let problem = draft.problem(limits: settings.limits) { return (post, nil, problem) }
        guard let post else { return (nil, nil, .unknownPost) }
        let parent = site.comment(draft.parentId, on: post)
        if !draft.parentId.isEmpty, parent == nil { return (post, nil, .unknownParent) }
        return (post, parent, nil)
    }

    /// Why a comment is held beyond the review every comment waits for: too many links, a word or
    /// domain of the block list.
    func holdReasons(_ draft: CommentDraft) -> [String] {
        var reasons: [String] = []
        let links = Self.linkCount(in: draft.body)
        if links > settings.maximumLinks { reasons.append("links: \(links), more than \(settings.maximumLinks)") }
        let text = [draft.name, draft.website, draft.body].joined(separator: "\n").lowercased()
        if let blocked = blocklist.first(where: { text.contains($0) }) { reasons.append("blocklist: \(blocked)") }
        return reasons
    }

    /// The links a body holds: each `http://`, `https://` or `www.`.
    static func linkCount(in body: String) -> Int {
        let lowered = body.lowercased()
        return ["http://", "https://", "www."].reduce(0) { count, mark in
            count + lowered.ranges(of: mark).count
        } - lowered.ranges(of: "://www.").count
    }

    /// The author's id: a digest of the name and e-mail under the secret, so that one person's
    /// comments share it and nothing of the e-mail can be read from it.
    private func authorId(of draft: CommentDraft) -> String {
        let digest = signature.mac(Array(("author\u{0}" + draft.name + "\u{0}" + draft.email.lowercased()).utf8))
        return "r" + SHA256.hex(Array(digest.prefix(10)))
    }

    // MARK: - Pages

    private func page(_ status: Int, _ page: IntakePage, site: IntakeSite) -> IntakeResponse {
        IntakeResponse(status: status, page: site.render(page, links: links, now: now()))
    }

    private func refuse(_ refusal: IntakeRefusal, draft: CommentDraft?, post: Post?, site: IntakeSite) -> IntakeResponse
    {
        log("intake: refused (\(refusal.rule))" + (post.map { " on post \($0.id)" } ?? ""))
        let parent = post.flatMap { post in draft.flatMap { site.comment($0.parentId, on: post) } }
        var response = IntakeResponse(
            status: refusal.status,
            page: site.render(.refused(refusal, post: post, parent: parent, draft: draft), links: links, now: now()))
        if case .rateLimited(let seconds) = refusal { response.retryAfter = seconds }
        return response
    }
}

/// The rate limits of previews and of sent comments, per network, in memory only.
actor IntakeLimiter {
    private var previews: RateLimiter
    private var confirmations: RateLimiter

    init(settings: IntakeSettings) {
        previews = RateLimiter(limits: settings.previewLimits)
        confirmations = RateLimiter(limits: settings.confirmLimits)
    }

    func admitPreview(_ network: UInt64, now: Date) -> IntakeRefusal? {
        let (allowed, retryAfter) = previews.admit(network, now: Int(now.timeIntervalSince1970))
        return allowed ? nil : .rateLimited(retryAfter: retryAfter)
    }

    func admitConfirmation(_ network: UInt64, now: Date) -> IntakeRefusal? {
        let (allowed, retryAfter) = confirmations.admit(network, now: Int(now.timeIntervalSince1970))
        return allowed ? nil : .rateLimited(retryAfter: retryAfter)
    }

    /// How many networks the limits remember.
    var rememberedNetworks: Int { previews.rememberedNetworks + confirmations.rememberedNetworks }
}
