import MarginaliaSite

/// The site as the intake last read it, read again when the content or theme changes; a read
/// that fails keeps the last good one (and says why in the log).
actor IntakeContent {
    let contentDirectory: String
    let templatesDirectory: String
    private(set) var site: IntakeSite

    init(site: IntakeSite, contentDirectory: String, templatesDirectory: String) {
        self.site = site
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
    }

    /// Reads the site again; the error when it does not read (the last good site stays).
    @discardableResult
    func reload() async -> SiteError? {
        do {
            site = try await IntakeSite.read(contentDirectory: contentDirectory, templatesDirectory: templatesDirectory)
            return nil
        } catch {
            return error
        }
    }
}
