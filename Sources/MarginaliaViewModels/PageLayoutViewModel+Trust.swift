extension PageLayoutViewModel {
    /// The page's Content-Security-Policy: everything from the site itself (or, on the intake's
    /// pages, from the site's origin too), images from other origins only when they are hot-linked
    /// avatars, and forms posted only to the page's own origin or, when the site takes comments
    /// on another host, to that host alone.
    public var contentSecurityPolicy: String {
        let site = siteOrigin.map { ["'self'", $0] } ?? ["'self'"]
        let images = (site + imageOrigins).joined(separator: " ")
        let styles = site.joined(separator: " ")
        let forms = formOrigin ?? "'self'"
        return "default-src 'self'; img-src \(images); style-src \(styles); script-src 'self'; "
            + "object-src 'none'; base-uri 'none'; form-action \(forms)"
    }

    /// Whether the page shows relative dates ("3 days ago"), which the dates script refreshes.
    public var showsRelativeDates: Bool { section == .home || section == .post || section == .friend }

    /// The script that recomputes relative dates in the browser, on pages that have them.
    public var relativeDatesScriptURL: String? { showsRelativeDates ? assetsURL + "relative-dates.js" : nil }

    /// The build's reference date as a timestamp, for the "as of" note (pages with relative dates).
    public var asOfTimestamp: String? {
        guard showsRelativeDates, let dates else { return nil }
        return dates.timestamp(dates.now)
    }

    /// "Relative dates are as of Nov 21, 2026 at 1:00 PM.", the date apart (the template puts it
    /// in a `<time>`).
    public var asOfText: NameInText? {
        guard showsRelativeDates, let dates else { return nil }
        return words.text(.relativeDatesAsOf, around: "date", value: dates.absolute(dates.now))
    }
}
