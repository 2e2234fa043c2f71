import Foundation
import MarginaliaSite

/// The site as the intake last read it, read again when the content or theme changes; a read
/// that fails keeps the last good one (and says why in the log).
actor IntakeContent {
    let contentDirectory: String
    let templatesDirectory: String
    private(set) var site: IntakeSite
    /// The pages of the refusals that name no post and keep no form (a flood's `429`, a body
    /// that is no form), by rule: made once per read of the site, so that refusing costs little.
    private var plainRefusals: [String: [UInt8]] = [:]

    init(site: IntakeSite, contentDirectory: String, templatesDirectory: String) {
        self.site = site
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
    }

    /// The page of `refusal` without a post or a form, in the site's language.
    func plainRefusalPage(_ refusal: IntakeRefusal, links: IntakeLinks, now: Date) -> [UInt8] {
        if let page = plainRefusals[refusal.rule] { return page }
        let page = site.render(.refused(refusal, post: nil, parent: nil, draft: nil), links: links, now: now)
        plainRefusals[refusal.rule] = page
        return page
    }

    /// Reads the site again; the error when it does not read (the last good site stays).
    @discardableResult
    func reload() async -> SiteError? {
        do {
            site = try await IntakeSite.read(contentDirectory: contentDirectory, templatesDirectory: templatesDirectory)
            plainRefusals = [:]
            return nil
        } catch {
            return error
        }
    }
}
